import { useCallback, useEffect, useRef } from 'react';
import { notifyLocationChange } from '@azmar/kit/routing/location-path';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { usePageUrl } from './use-page-url';

export interface OpenItem {
  /** The id in the URL (`?service=3`), or `null` when no modal is open. */
  openId: number | null;
  /** Opens an item as a new history entry, so Back closes it; focus returns to `opener` on close. */
  open: (id: number, opener?: HTMLElement | null) => void;
  /** Closes the open item: goes back over the entry `open` pushed, or drops the parameter of a shared link. */
  close: () => void;
  /** The page's URL with an item's modal open: its View Details link, rendered by the server too. */
  hrefFor: (id: number) => string;
  /** The page's URL with no modal open: where the modal's close controls link to. */
  closeHref: string;
}

function withoutParams(names: readonly string[]): string {
  const url = new URL(window.location.href);
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The item whose modal is open, kept in one URL query parameter: shareable, and Back closes the modal.
 * `modalParams`: parameters of the modal's own state (such as the media shown), dropped when it closes.
 */
export function useOpenItem(param: string, modalParams: readonly string[] = []): OpenItem {
  const [value, pushValue] = useQueryState(param, '', { history: 'push' });
  const url = usePageUrl();
  const pushed = useRef(false);
  const closing = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const parsed = Number(value);
  const openId = value !== '' && Number.isInteger(parsed) ? parsed : null;

  useEffect(() => {
    if (openId !== null) return;
    // Closed by any means (button, Escape, Back): the next open starts afresh, and focus goes back to the opener.
    pushed.current = false;
    closing.current = false;
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
  }, [openId]);

  const open = useCallback(
    (id: number, element?: HTMLElement | null) => {
      opener.current = element ?? null;
      pushed.current = true;
      pushValue(String(id));
    },
    [pushValue],
  );

  const close = useCallback(() => {
    if (closing.current || new URLSearchParams(window.location.search).get(param) === null) return;
    closing.current = true;
    if (pushed.current) {
      window.history.back();
    } else {
      window.history.replaceState(window.history.state, '', withoutParams([param, ...modalParams]));
      notifyLocationChange();
    }
  }, [param, modalParams]);

  const hrefFor = useCallback((id: number) => url.hrefWith({ [param]: String(id) }), [url, param]);
  const closeHref = url.hrefWith(Object.fromEntries([param, ...modalParams].map((name) => [name, null])));
  return { openId, open, close, hrefFor, closeHref };
}
