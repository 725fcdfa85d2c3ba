import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { StaffIdentity } from './staff-auth.service.js';
import type { StaffRequest } from './staff-session.guard.js';

/** The signed-in staff member of a route behind `StaffSessionGuard`. */
export const Staff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffIdentity => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw new Error('@Staff() used on a route without StaffSessionGuard');
  return staff;
});
