import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapFrameAllowed, policyAllowsFrame } from './map-frame-allowed';

const OSM = 'https://www.openstreetmap.org';

describe('policyAllowsFrame', () => {
  it('allows the map when frame-src names its origin (the gateway with MAP_ORIGIN)', () => {
    expect(policyAllowsFrame(`default-src 'self'; frame-src ${OSM}; object-src 'none'`, OSM)).toBe(true);
    expect(policyAllowsFrame(`frame-src www.openstreetmap.org`, OSM)).toBe(true);
    expect(policyAllowsFrame(`frame-src https:`, OSM)).toBe(true);
  });

  it("refuses it when frame-src is 'none' or names another origin (the gateway without MAP_ORIGIN)", () => {
    expect(policyAllowsFrame(`default-src 'self'; frame-src 'none'`, OSM)).toBe(false);
    expect(policyAllowsFrame(`frame-src https://maps.example.test`, OSM)).toBe(false);
  });

  it('falls back to child-src, then default-src, and allows everything without a policy', () => {
    expect(policyAllowsFrame(`default-src 'self'; child-src ${OSM}`, OSM)).toBe(true);
    expect(policyAllowsFrame(`default-src 'self'`, OSM)).toBe(false);
    expect(policyAllowsFrame(`script-src 'self'`, OSM)).toBe(true);
    expect(policyAllowsFrame(null, OSM)).toBe(true);
  });
});

describe('mapFrameAllowed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the policy of this page's own response", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { headers: { 'content-security-policy': `frame-src ${OSM}` } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await mapFrameAllowed(`${OSM}/export/embed.html?bbox=1,2,3,4`)).toBe(true);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'HEAD' });
  });

  it('says no when the page cannot be asked', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await mapFrameAllowed(`${OSM}/export/embed.html`)).toBe(false);
  });
});
