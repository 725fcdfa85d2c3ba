import { STAFF_CSRF_HEADER, type StaffSession, type StaffSignIn } from '@azmar/contract/content/staff-inbox';
import { apiRequest } from '@azmar/kit/api/api-client';

const SESSION_URL = '/api/staff/session';

/** Who is signed in (after a reload the CSRF token comes from here), or null: no session, or it ended. */
export function fetchStaffSession(signal?: AbortSignal): Promise<StaffSession | null> {
  return apiRequest<StaffSession>('GET', SESSION_URL, undefined, { on401: 'returnNull', signal });
}

/** Sign in: the API sets the HttpOnly session cookie; the answer holds the CSRF token for changes. */
export async function signInStaff(credentials: StaffSignIn): Promise<StaffSession> {
  return (await apiRequest<StaffSession>('POST', SESSION_URL, credentials)) as StaffSession;
}

/** Sign out (a change like any other, so it carries the session's token); `everywhere`: every session of this person ends, on every browser. */
export async function signOutStaff(csrfToken: string, everywhere: boolean): Promise<void> {
  await apiRequest('DELETE', everywhere ? '/api/staff/sessions' : SESSION_URL, undefined, { headers: { [STAFF_CSRF_HEADER]: csrfToken } });
}
