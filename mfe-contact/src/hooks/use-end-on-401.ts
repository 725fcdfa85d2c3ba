import { useEffect } from 'react';
import { ApiError } from '@azmar/kit/api/api-client';
import { useQueryClient } from '@azmar/kit/api/react-query-facade';
import { STAFF_QUERY_ROOT } from '../lib/staff-query-keys';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Tells the staff area its session ended (idle too long, signed out elsewhere, account removed) when any read or
 * change of the studio answers 401, so it asks for a new sign-in: watched once here, not by each section. Signing out
 * (keyed as the session) is left out: it ends the session whatever the API answers.
 */
export function useEndOn401(onSessionEnded: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopReads = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryKey[0] === STAFF_QUERY_ROOT && isUnauthorized(event.action.error))
        onSessionEnded();
    });
    const stopChanges = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.mutation.options.mutationKey?.[1] !== 'session' &&
        isUnauthorized(event.action.error)
      )
        onSessionEnded();
    });
    return () => {
      stopReads();
      stopChanges();
    };
  }, [queryClient, onSessionEnded]);
}
