import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { contactEn } from '../../../i18n/contact.en';
import { renderWithKit } from '../../../test/render-with-kit';
import { OfficeMap } from './office-map';

const en = contactEn.contact.map;
const OSM = 'https://www.openstreetmap.org';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useLanguageStore.setState({ language: 'en' }));
});

/** An IntersectionObserver that reports every observed element as near the viewport. */
function stubNearViewport() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
}

/** The page's own answer (asked again for its policy), with this policy. */
function stubPagePolicy(policy: string) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(null, { headers: { 'content-security-policy': policy } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const mapState = () => screen.getByTestId('office-map').querySelector('[data-map-state]')?.getAttribute('data-map-state');

describe('OfficeMap', () => {
  it('shows the drawn map and the open-in-maps link, and asks for nothing before it comes near the viewport', () => {
    const fetchMock = stubPagePolicy(`frame-src ${OSM}; object-src ${OSM}`);
    renderWithKit(<OfficeMap />);
    const map = within(screen.getByTestId('office-map'));
    expect(map.getByRole('img', { name: en.fallbackLabel })).toBeInTheDocument();
    const open = map.getByRole('link', { name: new RegExp(en.openInMaps) });
    expect(open).toHaveAttribute('href', companyProfile.map.linkUrl);
    expect(open).toHaveAttribute('target', '_blank');
    expect(map.queryByTestId('map-live')).toBeNull();
    expect(mapState()).toBe('drawing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("embeds the office's coordinates near the viewport, over the drawing only once the map's page has loaded", async () => {
    stubNearViewport();
    stubPagePolicy(`default-src 'self'; frame-src ${OSM}; object-src ${OSM}`);
    renderWithKit(<OfficeMap />);
    const live = await screen.findByTestId('map-live');
    expect(live.tagName).toBe('OBJECT');
    expect(live).toHaveAttribute('data', companyProfile.map.embedUrl);
    expect(live.getAttribute('data')).toContain(`marker=${companyProfile.map.lat}%2C${companyProfile.map.lng}`);
    expect(live).toHaveAttribute('type', 'text/html');
    expect(live).toHaveAttribute('title', companyProfile.map.title.en);
    expect(mapState()).toBe('loading');
    expect(live).not.toHaveClass('office-map__live--loaded');
    expect(screen.getByRole('img', { name: en.fallbackLabel })).toBeInTheDocument();

    fireEvent.load(live);
    expect(mapState()).toBe('live');
    expect(live).toHaveClass('office-map__live--loaded');
    // Covered by the live map: not read out a second time.
    expect(screen.getByTestId('map-fallback')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: new RegExp(en.openInMaps) })).toBeInTheDocument();
  });

  it('drops the live map and keeps the drawing and the link when the map host cannot be reached', async () => {
    stubNearViewport();
    stubPagePolicy(`frame-src ${OSM}; object-src ${OSM}`);
    renderWithKit(<OfficeMap />);
    fireEvent.error(await screen.findByTestId('map-live'));
    expect(mapState()).toBe('unreachable');
    expect(screen.queryByTestId('map-live')).toBeNull();
    expect(screen.getByRole('img', { name: en.fallbackLabel })).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('link', { name: new RegExp(en.openInMaps) })).toHaveAttribute('href', companyProfile.map.linkUrl);
  });

  it("keeps only the drawn map when the page's policy allows no map (MAP_ORIGIN=none)", async () => {
    stubNearViewport();
    const fetchMock = stubPagePolicy(`default-src 'self'; frame-src 'none'; object-src 'none'`);
    renderWithKit(<OfficeMap />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('map-live')).toBeNull();
    expect(mapState()).toBe('drawing');
    expect(screen.getByRole('img', { name: en.fallbackLabel })).toBeInTheDocument();
  });

  it('asks nothing and embeds nothing while the browser says it is offline', async () => {
    stubNearViewport();
    const fetchMock = stubPagePolicy(`frame-src ${OSM}; object-src ${OSM}`);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithKit(<OfficeMap />);
      await act(async () => {});
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByTestId('map-live')).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("titles the live map in the visitor's language", async () => {
    stubNearViewport();
    stubPagePolicy(`frame-src ${OSM}; object-src ${OSM}`);
    act(() => useLanguageStore.setState({ language: 'ku' }));
    renderWithKit(<OfficeMap />);
    expect(await screen.findByTestId('map-live')).toHaveAttribute('title', companyProfile.map.title.ku);
  });
});
