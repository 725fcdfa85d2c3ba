import { describe, expect, it } from 'vitest';
import { toRemoteEntryUrl } from './page-remote-locations.js';

describe('toRemoteEntryUrl', () => {
  it('keeps an entry URL, and makes a folder or a manifest URL the remoteEntry.js beside it', () => {
    expect(toRemoteEntryUrl('/remotes/mfe-home/remoteEntry.js')).toBe('/remotes/mfe-home/remoteEntry.js');
    expect(toRemoteEntryUrl('https://cdn.example/catalogue/v42/')).toBe('https://cdn.example/catalogue/v42/remoteEntry.js');
    expect(toRemoteEntryUrl('https://cdn.example/catalogue/mf-manifest.json')).toBe('https://cdn.example/catalogue/remoteEntry.js');
    expect(toRemoteEntryUrl('mf-manifest.json')).toBe('remoteEntry.js');
  });
});
