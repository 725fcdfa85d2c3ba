import {
  STAFF_ACCOUNTS_PATH,
  STAFF_OWN_PASSWORD_PATH,
  staffAccountPasswordPath,
  staffAccountPath,
  type StaffAccount,
  type StaffAccountChange,
  type StaffAccountCreate,
} from '@azmar/contract/staff/accounts';
import { staffRequest, type StaffCall } from '../../../lib/staff-api';

export const fetchAccounts = (call: StaffCall) => staffRequest<StaffAccount[]>(call, 'GET', STAFF_ACCOUNTS_PATH);
export const createAccount = (call: StaffCall, account: StaffAccountCreate) => staffRequest<StaffAccount>(call, 'POST', STAFF_ACCOUNTS_PATH, account);
export const changeAccount = (call: StaffCall, id: string, change: StaffAccountChange) =>
  staffRequest<StaffAccount>(call, 'PATCH', staffAccountPath(id), change);
export const resetPassword = (call: StaffCall, id: string, password: string) => staffRequest<null>(call, 'POST', staffAccountPasswordPath(id), { password });
export const changeOwnPassword = (call: StaffCall, currentPassword: string, newPassword: string) =>
  staffRequest<null>(call, 'POST', STAFF_OWN_PASSWORD_PATH, { currentPassword, newPassword });
