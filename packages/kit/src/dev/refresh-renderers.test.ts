import { describe, expect, it } from 'vitest';
import { recordReactRenderersForRefresh } from '@azmar/kit/dev/refresh-renderers';

describe('recordReactRenderersForRefresh', () => {
  it('makes the hook remember injected renderers, keeping the ids the original inject gives', () => {
    let next = 7;
    const hook = { renderers: new Map<number, unknown>(), inject: (_renderer: unknown) => next++ };
    recordReactRenderersForRefresh({ __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
    const renderer = { scheduleRefresh() {}, setRefreshHandler() {} };
    expect(hook.inject(renderer)).toBe(7);
    expect(hook.renderers.get(7)).toBe(renderer);
  });

  it('does nothing without a hook', () => {
    expect(() => recordReactRenderersForRefresh({})).not.toThrow();
  });
});
