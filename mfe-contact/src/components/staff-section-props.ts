import type { StaffCall } from '../lib/staff-api';

/** What every section of the staff area gets from the studio: how to call the API, and what to do when the session ended. */
export interface StaffSectionProps {
  call: StaffCall;
  onSessionEnded: () => void;
}
