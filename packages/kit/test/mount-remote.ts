import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { RemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { useLanguageStore } from '@azmar/kit/language/language-store';

// Imported by the remotes' tests, never by app code, so no bundle reaches it.

type Props = Parameters<RemoteLifecycles['mount']>[0];

export interface MountedRemote {
  domElement: HTMLElement;
  props: Props;
}

/**
 * For a remote's lifecycle tests: returns `mountAt(path)`, which mounts the remote the way the shell
 * does (bootstrap, then mount into a fresh container, `[data-remote]`) at that URL. Call it once at the top of a
 * test file: it also registers the afterEach that unmounts what was mounted, removes its container and
 * puts the shared language store back to English, so no test sees the one before it.
 */
export function setupRemoteMount(name: string, lifecycles: RemoteLifecycles) {
  let mounted: MountedRemote | null = null;

  afterEach(async () => {
    const last = mounted;
    mounted = null;
    if (last) await act(async () => void (await lifecycles.unmount(last.props)));
    last?.domElement.remove();
    act(() => useLanguageStore.setState({ language: 'en' }));
  });

  return async function mountAt(path: string): Promise<MountedRemote> {
    window.history.pushState(null, '', path);
    const domElement = document.createElement('div');
    domElement.dataset.remote = name;
    document.body.appendChild(domElement);
    // The lifecycles read only the name and the element from their props outside of a real root config.
    const props = { name, domElement } as unknown as Props;
    await lifecycles.bootstrap(props);
    // Mount resolves after the first commit, so act must end before we wait for it.
    let mounting: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounting = lifecycles.mount(props);
    });
    await mounting;
    mounted = { domElement, props };
    return mounted;
  };
}
