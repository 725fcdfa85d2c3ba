import { STAFF_ROLES, type StaffRole } from '@azmar/contract/staff/roles';
import type { ValueTransformer } from 'typeorm';

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** Roles as `administrator,editor` in the column, always in STAFF_ROLES order; an unknown word (a later role rolled back) is dropped. */
export const roleList: ValueTransformer = {
  to: (roles: StaffRole[] | undefined) => (roles === undefined ? undefined : STAFF_ROLES.filter((role) => roles.includes(role)).join(',')),
  from: (value: unknown) => (typeof value === 'string' ? value.split(',').filter(isRole) : []),
};
