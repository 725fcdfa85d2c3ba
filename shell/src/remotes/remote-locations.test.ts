import { describe, expect, it, vi } from 'vitest';
import { fetchRemoteLocations } from './remote-locations';

const LOCATIONS = {
  mfe_home: '/remotes/mfe-home/remoteEntry.js',
  mfe_catalogue: 'http://cdn.example/catalogue/remoteEntry.js',
  mfe_contact: '/remotes/mfe-contact/remoteEntry.js',
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
    const { mfe_contact: _missing, ...partial } = LOCATIONS;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(partial), { status: 200 }));
    await expect(fetchRemoteLocations(fetchMock as unknown as typeof fetch)).rejects.toThrow('mfe_contact');
  });
});
