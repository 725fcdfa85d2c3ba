import { useEffect } from 'react';
import { ApiError } from '@azmar/kit/api/api-client';

/** Tells the staff area its session ended when a read answers 401, so it asks for a new sign-in. */
export function useEndOn401(error: unknown, onSessionEnded: () => void): void {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) onSessionEnded();
  }, [error, onSessionEnded]);
}
