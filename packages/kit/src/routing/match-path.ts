import { normalizePath } from '@azmar/contract/routes/route-manifest';

export type RouteParams = Readonly<Record<string, string>>;

function segmentsOf(path: string): string[] {
  const normalized = normalizePath(path);
  return normalized === '/' ? [] : normalized.slice(1).split('/');
}

/**
 * Matches a path against a pattern of literal segments and `:name` segments (each takes one non-empty
 * segment, decoded). Returns the params, or null when it does not match. A trailing slash is tolerated.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}
