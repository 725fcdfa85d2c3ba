import { CONTENT_KINDS } from '@azmar/contract/content/content-dates';
import { PREVIEW_QUERY_PARAMETER } from '@azmar/contract/staff/content-items';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { fetchableUrl, serverApiFetch } from '@azmar/kit/api/server-api-origin';
import type { QueryClient } from '@azmar/kit/api/react-query-facade';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The preview token a page URL names (`?preview=<token>`), or null. */
export function previewToken(search: string): string | null {
  const token = new URLSearchParams(search).get(PREVIEW_QUERY_PARAMETER);
  return token !== null && TOKEN.test(token) ? token : null;
}

/**
 * A preview page (a staff member's link from the studio) shows the draft: the list of its kind is read from the
 * API's preview answer (`/api/preview/<token>/<kind>`, never cached) into the page's own query cache before the page
 * renders, so every part of the page that shows that list shows the draft, and the browser hydrates with it. An
 * unknown or expired token changes nothing: the page is the published one.
 */
export async function loadPreviewLists(search: string, queryClient: QueryClient, timeoutMs: number): Promise<void> {
  const token = previewToken(search);
  if (!token) return;
  await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      try {
        const answer = await serverApiFetch()(fetchableUrl(`/api/preview/${token}/${kind}`), { signal: AbortSignal.timeout(timeoutMs) });
        if (answer.ok) queryClient.setQueryData(contentKeys[kind](), JSON.parse(await answer.text()));
      } catch {
        // The published list, as without a token.
      }
    }),
  );
}
