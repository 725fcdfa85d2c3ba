import { ApiError } from '@azmar/kit/api/api-client';
import { retryAfterSeconds } from '../../../lib/retry-after';

/**
 * Why a sign-in failed, as the form says it: one answer for a wrong name and a wrong password (the API answers
 * both 401 alike, and so does the page), the wait of a locked name or address (429), or anything else.
 */
export type SignInProblem = { kind: 'wrong' } | { kind: 'locked'; seconds: number | null } | { kind: 'failed' };

export function signInProblem(error: unknown, now: number = Date.now()): SignInProblem {
  if (error instanceof ApiError && error.status === 401) return { kind: 'wrong' };
  if (error instanceof ApiError && error.status === 429) return { kind: 'locked', seconds: retryAfterSeconds(error.headers.get('Retry-After'), now) };
  return { kind: 'failed' };
}
