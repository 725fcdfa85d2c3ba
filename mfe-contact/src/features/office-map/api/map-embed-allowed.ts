/**
 * The directives a Content-Security-Policy checks an <object> holding a page against, each with its CSP
 * fallback order: the page is a nested frame (frame-src, else child-src, else default-src) loaded through an
 * object (object-src, else default-src). Chromium blocks it unless both allow its origin.
 */
const EMBED_DIRECTIVES = [
  ['frame-src', 'child-src', 'default-src'],
  ['object-src', 'default-src'],
] as const;

/** Whether one directive's source list lets `origin` in. */
function sourcesAllow(sources: readonly string[], origin: string): boolean {
  const { protocol, host } = new URL(origin);
  return sources.some((source) => {
    const value = source.replace(/\/+$/, '').toLowerCase();
    return value === '*' || value === protocol || value === `${protocol}//${host}` || value === host;
  });
}

/** Whether a Content-Security-Policy lets a page from `origin` into an <object>. No policy allows everything. */
export function policyAllowsMapEmbed(policy: string | null, origin: string): boolean {
  if (!policy) return true;
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return EMBED_DIRECTIVES.every((chain) => {
    const sources = chain.map((name) => directives.get(name)).find((found) => found !== undefined);
    return !sources || sourcesAllow(sources, origin);
  });
}

/**
 * Asks the page's own server (same origin: this page again) whether its policy lets the map in. The
 * gateway allows it unless its operator turned it off (MAP_ORIGIN=none); without this check the browser
 * would block the map and print a policy violation in the console of every visitor. A GET revalidated
 * with the page's ETag (`no-cache`: usually a bodiless 304, which carries the policy too) rather than a
 * HEAD: Playwright's network-idle tracking never settles after a HEAD fetch followed by a nested frame,
 * which would hang every test that scrolls the map into view and then waits for the network.
 */
export async function mapEmbedAllowed(mapUrl: string): Promise<boolean> {
  try {
    const response = await fetch(window.location.pathname, { credentials: 'same-origin', cache: 'no-cache' });
    return policyAllowsMapEmbed(response.headers.get('content-security-policy'), new URL(mapUrl).origin);
  } catch {
    return false;
  }
}
