import { describe, expect, it, vi } from 'vitest';
import { PAGE_REMOTE_LOCATIONS_ID } from '@azmar/contract/routes/page-remote-locations';
import { fetchRemoteLocations, pageRemoteLocations } from './remote-locations';

const LOCATIONS = {
  'mfe-home': '/remotes/mfe-home/remoteEntry.js',
  'mfe-catalogue': 'http://cdn.example/catalogue/remoteEntry.js',
  'mfe-contact': '/remotes/mfe-contact/remoteEntry.js',
};

describe('fetchRemoteLocations', () => {
  it('reads /remotes.json uncached and returns each remote location', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(LOCATIONS), { status: 200 }));
    await expect(fetchRemoteLocations(fetchMock as unknown as typeof fetch)).resolves.toEqual(LOCATIONS);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails when the file is missing', async () => {
    const fetchMock = vi.fn(async () => new Response('nope', { status: 404, statusText: 'Not Found' }));
    await expect(fetchRemoteLocations(fetchMock as unknown as typeof fetch)).rejects.toThrow('404');
  });

  it('fails when a remote has no location', async () => {
    const { 'mfe-contact': _missing, ...partial } = LOCATIONS;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(partial), { status: 200 }));
    await expect(fetchRemoteLocations(fetchMock as unknown as typeof fetch)).rejects.toThrow('mfe-contact');
  });
});

describe('pageRemoteLocations', () => {
  const pageWith = (text: string | null) => {
    const doc = document.implementation.createHTMLDocument('page');
    if (text !== null) {
      const script = doc.createElement('script');
      script.id = PAGE_REMOTE_LOCATIONS_ID;
      script.type = 'application/json';
      script.textContent = text;
      doc.head.append(script);
    }
    return doc;
  };

  it('reads where each remote lives from the page the server rendered', () => {
    expect(pageRemoteLocations(pageWith(JSON.stringify(LOCATIONS)))).toEqual(LOCATIONS);
  });

  it('is null for a page that does not say, says it badly, or misses a remote (the code then asks /remotes.json)', () => {
    const { 'mfe-home': _missing, ...partial } = LOCATIONS;
    expect(pageRemoteLocations(pageWith(null))).toBeNull();
    expect(pageRemoteLocations(pageWith('{not json'))).toBeNull();
    expect(pageRemoteLocations(pageWith(JSON.stringify(partial)))).toBeNull();
  });
});
