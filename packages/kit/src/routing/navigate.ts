import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Whether a link click is the page's to handle: a plain left click, not yet handled, on a link that opens here. A
 * modified or middle click (new tab or window) is the browser's.
 */
export function isClickForThisPage(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.currentTarget.getAttribute('target');
  return !target || target === '_self';
}

/**
 * A link click handled on the client (single-spa's `navigateToUrl`, so the right app mounts with no
 * reload). Clicks meant for the browser (new tab, modified, already handled) are left alone.
 */
export function handleLinkClick(event: MouseEvent<HTMLAnchorElement>, afterNavigate?: () => void): void {
  if (!isClickForThisPage(event)) return;
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
  afterNavigate?.();
}
