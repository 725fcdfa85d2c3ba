import { useCallback, useState } from 'react';
import type { StaffSession, StaffSignIn } from '@azmar/contract/content/staff-inbox';
import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { signInProblem } from '../model/sign-in-problem';
import { STAFF_QUERY_ROOT, staffSessionKey } from '../../../lib/staff-query-keys';
import { fetchStaffSession, signInStaff, signOutStaff } from '../api/staff-session-api';

/**
 * The staff area's session, read by the page's code only (never on the server: the HTML is the same for everyone):
 * who is signed in and the CSRF token changes carry (from the sign-in, or after a reload from GET
 * /api/staff/session), signing in and out (here, or everywhere), and `ended()` for a session the API no longer knows (401).
 */
export function useStaffSession() {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  const session = useQuery({ queryKey: staffSessionKey(), queryFn: ({ signal }) => fetchStaffSession(signal) });

  const forget = useCallback(() => {
    // Nothing read under one session may show under the next.
    queryClient.removeQueries({ queryKey: [STAFF_QUERY_ROOT], predicate: (query) => query.queryKey[1] !== 'session' });
    queryClient.setQueryData<StaffSession | null>(staffSessionKey(), null);
  }, [queryClient]);
  // Stable, since the reads call it from an effect.
  const ended401 = useCallback(() => {
    setEnded(true);
    forget();
  }, [forget]);

  const signIn = useMutation({
    mutationFn: (credentials: StaffSignIn) => signInStaff(credentials),
    onSuccess: (signedIn) => {
      setEnded(false);
      queryClient.setQueryData<StaffSession | null>(staffSessionKey(), signedIn);
    },
  });

  const signOut = useMutation({
    // Keyed as the session, so the studio's watch for a 401 (hooks/use-end-on-401) leaves it out.
    mutationKey: staffSessionKey(),
    mutationFn: ({ csrfToken, everywhere }: { csrfToken: string; everywhere: boolean }) => signOutStaff(csrfToken, everywhere),
    // Signed out here whatever the API said: a session it no longer knows is gone anyway.
    onSettled: () => {
      signIn.reset();
      forget();
    },
  });

  return {
    session: session.data ?? null,
    checking: session.isPending,
    ended,
    signIn: (credentials: StaffSignIn) => signIn.mutate(credentials),
    signingIn: signIn.isPending,
    signInProblem: signIn.error ? signInProblem(signIn.error) : null,
    /** `everywhere`: every session of this person ends, on every browser (a lost phone, a shared computer). */
    signOut: (everywhere = false) => {
      if (session.data) signOut.mutate({ csrfToken: session.data.csrfToken, everywhere });
    },
    signingOut: signOut.isPending,
    ended401,
  };
}

export type StaffSessionState = ReturnType<typeof useStaffSession>;
