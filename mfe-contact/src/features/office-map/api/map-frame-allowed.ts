/**
 * Whether a Content-Security-Policy lets `origin` into frames: `frame-src`, else `child-src`, else
 * `default-src` (the CSP fallback order). No policy allows everything.
 */
export function policyAllowsFrame(policy: string | null, origin: string): boolean {
  if (!policy) return true;
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  const sources = directives.get('frame-src') ?? directives.get('child-src') ?? directives.get('default-src');
  if (!sources) return true;
  const { protocol, host } = new URL(origin);
  return sources.some((source) => {
    const value = source.replace(/\/+$/, '').toLowerCase();
    return value === '*' || value === protocol || value === `${protocol}//${host}` || value === host;
  });
}

/**
 * Asks the page's own server (same origin, a HEAD of this page) whether its policy lets the map into a
 * frame. The gateway allows the map only when its operator set MAP_ORIGIN; without this check the browser
 * would block the frame and print a policy violation in the console of every visitor.
 */
export async function mapFrameAllowed(mapUrl: string): Promise<boolean> {
  try {
    const response = await fetch(window.location.pathname, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' });
    return policyAllowsFrame(response.headers.get('content-security-policy'), new URL(mapUrl).origin);
  } catch {
    return false;
  }
}
