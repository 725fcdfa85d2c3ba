import { createContext, useContext } from 'react';
import type { StaffCall } from '../lib/staff-api';

/**
 * How the studio's sections call the API (the session's CSRF token, the staff member's language): given once by the
 * studio, read by each section's hooks and by fields deep inside an editor's tabs rather than passed through each.
 */
export const StaffCallContext = createContext<StaffCall | null>(null);

export function useStaffCall(): StaffCall {
  const call = useContext(StaffCallContext);
  if (!call) throw new Error('useStaffCall: no StaffCallContext above (the staff studio gives it)');
  return call;
}
