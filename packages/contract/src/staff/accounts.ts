import type { StaffRole } from './roles.js';

/** Who did something, as the staff area shows it (the username may be null when the account was deleted). */
export interface StaffPerson {
  id: string;
  username: string | null;
}

export const STAFF_ACCOUNTS_PATH = '/api/staff/accounts';
export const staffAccountPath = (id: string) => `${STAFF_ACCOUNTS_PATH}/${id}`;
export const staffAccountPasswordPath = (id: string) => `${staffAccountPath(id)}/password`;
/** The signed-in person's own password. */
export const STAFF_OWN_PASSWORD_PATH = '/api/staff/password';

/** One account (`GET /api/staff/accounts`, administrator only), by username. */
export interface StaffAccount {
  id: string;
  username: string;
  roles: StaffRole[];
  active: boolean;
  createdAt: string | null;
}

/** Body of `POST /api/staff/accounts`. */
export interface StaffAccountCreate {
  username: string;
  password: string;
  roles: StaffRole[];
}

/** Body of `PATCH /api/staff/accounts/:id`: either or both. Deactivating ends the account's sessions. */
export interface StaffAccountChange {
  roles?: StaffRole[];
  active?: boolean;
}
