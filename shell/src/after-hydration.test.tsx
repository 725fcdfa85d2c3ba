import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { AfterHydration } from './after-hydration';

describe('AfterHydration', () => {
  it('calls back once, after the server HTML has been hydrated, and adds nothing to it', async () => {
    const page = <p>server text</p>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const serverParagraph = container.firstElementChild;
    const seenAtCall: (Element | null)[] = [];
    const onHydrated = vi.fn(() => seenAtCall.push(container.firstElementChild));
    const errors = vi.fn();

    const root = await act(async () => hydrateRoot(container, <AfterHydration onHydrated={onHydrated}>{page}</AfterHydration>, { onRecoverableError: errors }));
    await act(async () => root.render(<AfterHydration onHydrated={onHydrated}>{page}</AfterHydration>));

    expect(onHydrated).toHaveBeenCalledTimes(1);
    // The very element the server drew, kept: hydrated, not drawn again.
    expect(seenAtCall).toEqual([serverParagraph]);
    expect(errors).not.toHaveBeenCalled();
    root.unmount();
  });
});
