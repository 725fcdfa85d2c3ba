// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime stands in: what is under test is which loads reach it, not how it fetches a container.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { forgetFailedRemote, loadServerApp, pointAtRemotes } = await import('./server-remotes');

const ServerApp = () => null;
const ENTRY = 'http://localhost/remotes/mfe-contact/server/remoteEntry.js';

describe('the remotes’ server modules', () => {
  let version = 0;
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    // A new entry each test: the module under test remembers what it registered.
    version += 1;
    pointAtRemotes({ 'mfe-contact': `${ENTRY}?v=${version}` });
  });

  it('loads a remote’s server module once for every render of its pages', async () => {
    runtime.loadRemote.mockResolvedValue({ ServerApp });
    const loaded = await Promise.all([loadServerApp('mfe-contact', 1000), loadServerApp('mfe-contact', 1000)]);
    expect(await loadServerApp('mfe-contact', 1000)).toBe(loaded[0]);
    expect(loaded[1]).toBe(loaded[0]);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_contact/server');
  });

  it('loads the new code of a redeployed remote (a new entry) at its next render', async () => {
    const NewApp = () => null;
    runtime.loadRemote.mockResolvedValueOnce({ ServerApp }).mockResolvedValueOnce({ ServerApp: NewApp });
    expect((await loadServerApp('mfe-contact', 1000)).ServerApp).toBe(ServerApp);
    expect(pointAtRemotes({ 'mfe-contact': `${ENTRY}?v=${version}-redeployed` })).toEqual(['mfe-contact']);
    expect((await loadServerApp('mfe-contact', 1000)).ServerApp).toBe(NewApp);
  });

  it('tries a remote again after a load that failed, or that gave no ServerApp', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('connect ECONNREFUSED')).mockResolvedValueOnce({}).mockResolvedValueOnce({ ServerApp });
    await expect(loadServerApp('mfe-contact', 1000)).rejects.toThrow('ECONNREFUSED');
    await expect(loadServerApp('mfe-contact', 1000)).rejects.toThrow('mfe-contact/server has no ServerApp');
    expect((await loadServerApp('mfe-contact', 1000)).ServerApp).toBe(ServerApp);
  });

  it('gives a render up after its time while the load goes on, and forgets it when the render worker says it failed', async () => {
    let finish: (module: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValueOnce(new Promise((resolve) => (finish = resolve))).mockResolvedValueOnce({ ServerApp });
    await expect(loadServerApp('mfe-contact', 20)).rejects.toThrow('loading mfe-contact/server took longer than 20 ms');
    forgetFailedRemote('mfe-contact');
    finish({ ServerApp: () => null });
    expect((await loadServerApp('mfe-contact', 1000)).ServerApp).toBe(ServerApp);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
