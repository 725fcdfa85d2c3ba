import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * A link click handled on the client (single-spa's `navigateToUrl`, so the right app mounts with no
 * reload). Clicks meant for the browser (new tab, modified, already handled) are left alone.
 */
export function handleLinkClick(event: MouseEvent<HTMLAnchorElement>, afterNavigate?: () => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.currentTarget.getAttribute('target');
  if (target && target !== '_self') return;
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
  afterNavigate?.();
}
