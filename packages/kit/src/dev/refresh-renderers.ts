interface DevToolsHook {
  renderers?: Map<number, unknown>;
  inject?: (renderer: unknown) => number;
}

/**
 * React Refresh across federated apps (dev only). Each app's dev build brings its own React Refresh
 * runtime. The first one (the shell's) installs a minimal DevTools hook whose `inject` does not record
 * renderers, so a remote's runtime, set up after react-dom registered, never learns of the renderer
 * and its updates are applied without re-rendering. Recording renderers in the hook fixes that. Must
 * run before react-dom loads, i.e. in the host's entry before its async boundary.
 */
export function recordReactRenderersForRefresh(scope: Record<string, unknown> = globalThis as never): void {
  const hook = scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ as DevToolsHook | undefined;
  if (!hook?.inject || !(hook.renderers instanceof Map)) return;
  const renderers = hook.renderers;
  const inject = hook.inject;
  hook.inject = function recordRenderer(this: unknown, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!renderers.has(id)) renderers.set(id, renderer);
    return id;
  };
}
