import { createContext, useContext } from 'react';
import type { StaffSectionProps } from '../../../components/staff-section-props';

/**
 * How an editor's fields call the API (the media picker lists uploads): given once by the editor, read by the fields
 * deep inside its tabs and lists rather than passed through each of them.
 */
export const StaffCallContext = createContext<StaffSectionProps | null>(null);

export function useStaffCall(): StaffSectionProps {
  const value = useContext(StaffCallContext);
  if (!value) throw new Error('useStaffCall: no StaffCallContext above (the content editor gives it)');
  return value;
}
