import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRemoteModules, loadRemoteModule, peekRemoteModule, provideRemoteModuleLoader } from '@azmar/kit/federation/remote-modules';

afterEach(() => {
  forgetRemoteModules('mfe-a');
  provideRemoteModuleLoader(null);
});

describe('remote modules', () => {
  it('loads a module once, then hands it out at once', async () => {
    const sections = { Section: () => null };
    const loader = vi.fn(async () => sections);
    provideRemoteModuleLoader(loader);
    expect(peekRemoteModule('mfe-a', './sections')).toBeUndefined();
    await expect(loadRemoteModule('mfe-a', './sections')).resolves.toBe(sections);
    await expect(loadRemoteModule('mfe-a', 'sections')).resolves.toBe(sections);
    expect(peekRemoteModule('mfe-a', './sections')).toBe(sections);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ ok: true });
    provideRemoteModuleLoader(loader);
    await expect(loadRemoteModule('mfe-a', './sections')).rejects.toThrow('down');
    await expect(loadRemoteModule('mfe-a', './sections')).resolves.toEqual({ ok: true });
  });

  it('forgets the modules of a redeployed remote', async () => {
    provideRemoteModuleLoader(async (remote, exposed) => ({ remote, exposed }));
    await loadRemoteModule('mfe-a', './sections');
    expect(peekRemoteModule('mfe-a', './sections')).toEqual({ remote: 'mfe-a', exposed: './sections' });
    forgetRemoteModules('mfe-a');
    expect(peekRemoteModule('mfe-a', './sections')).toBeUndefined();
  });
});
