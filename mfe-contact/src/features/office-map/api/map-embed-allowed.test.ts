import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapEmbedAllowed, policyAllowsMapEmbed } from './map-embed-allowed';

const OSM = 'https://www.openstreetmap.org';

describe('policyAllowsMapEmbed', () => {
  it('allows the map when frame-src and object-src name its origin (the gateway by default)', () => {
    expect(policyAllowsMapEmbed(`default-src 'self'; frame-src ${OSM}; object-src ${OSM}`, OSM)).toBe(true);
    expect(policyAllowsMapEmbed(`frame-src www.openstreetmap.org; object-src https:`, OSM)).toBe(true);
    expect(policyAllowsMapEmbed(`frame-src ${OSM}/`, OSM)).toBe(true);
  });

  it("refuses it when either directive is 'none' or names another origin (the gateway with MAP_ORIGIN=none)", () => {
    expect(policyAllowsMapEmbed(`default-src 'self'; frame-src 'none'; object-src 'none'`, OSM)).toBe(false);
    expect(policyAllowsMapEmbed(`frame-src ${OSM}; object-src 'none'`, OSM)).toBe(false);
    expect(policyAllowsMapEmbed(`frame-src 'none'; object-src ${OSM}`, OSM)).toBe(false);
    expect(policyAllowsMapEmbed(`frame-src https://maps.example.test; object-src https://maps.example.test`, OSM)).toBe(false);
  });

  it('falls back to child-src for frames, to default-src for both, and allows everything without a policy', () => {
    expect(policyAllowsMapEmbed(`default-src 'self'; child-src ${OSM}; object-src ${OSM}`, OSM)).toBe(true);
    expect(policyAllowsMapEmbed(`default-src ${OSM}`, OSM)).toBe(true);
    expect(policyAllowsMapEmbed(`default-src 'self'; frame-src ${OSM}`, OSM)).toBe(false);
    expect(policyAllowsMapEmbed(`default-src 'self'`, OSM)).toBe(false);
    expect(policyAllowsMapEmbed(`script-src 'self'`, OSM)).toBe(true);
    expect(policyAllowsMapEmbed(null, OSM)).toBe(true);
  });

  it('reads only the first of a repeated directive, as browsers do', () => {
    expect(policyAllowsMapEmbed(`frame-src 'none'; frame-src ${OSM}; object-src ${OSM}`, OSM)).toBe(false);
  });
});

describe('mapEmbedAllowed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the policy of this page's own response", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { headers: { 'content-security-policy': `frame-src ${OSM}; object-src ${OSM}` } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await mapEmbedAllowed(`${OSM}/export/embed.html?bbox=1,2,3,4`)).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(window.location.pathname);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', cache: 'no-cache' });
  });

  it('says no when the page cannot be asked', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(await mapEmbedAllowed(`${OSM}/export/embed.html`)).toBe(false);
  });
});
