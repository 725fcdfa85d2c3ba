import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { recordRenderedLocation } from '@azmar/kit/routing/server-location';
import { LocationProbe as Page } from '../../test/location-probe';

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('azmar.server-location')];
  window.history.replaceState(null, '', '/');
});

/** Hydrates the server HTML of `/contact?category=construction` while the browser's URL is already elsewhere. */
async function hydrateAfterNavigation(): Promise<{ container: HTMLElement; recoverable: ReturnType<typeof vi.fn> }> {
  window.history.replaceState(null, '', '/contact?category=construction');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  expect(container.textContent).toBe('/contact|construction');
  // The visitor clicked to another page before this root (a remote loading late) hydrated.
  window.history.pushState(null, '', '/services');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

it('hydrates against the URL the page was rendered for, then shows the current one', async () => {
  recordRenderedLocation({ path: '/contact', search: '?category=construction' });
  const { container, recoverable } = await hydrateAfterNavigation();
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toBe('/services|all');
});

it('without the recorded URL, the same late hydration disagrees with the server HTML (why the shell records it)', async () => {
  const { recoverable } = await hydrateAfterNavigation();
  expect(recoverable).toHaveBeenCalled();
});
