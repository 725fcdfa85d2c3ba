import { type CanActivate, type ExecutionContext, Injectable, mixin, type Type } from '@nestjs/common';
import { mayUse, type StaffArea } from '@azmar/contract/staff/roles';
import { StaffError } from './staff-error.js';
import { staffLanguage } from './staff-language.js';
import type { StaffRequest } from './staff-session.guard.js';

/**
 * The roles of a part of the staff area (`STAFF_AREA_ROLES`, the table the staff UI shows its menu by): after
 * `StaffSessionGuard`, a signed-in person without one of them is refused (403).
 */
export function StaffAreaGuard(area: StaffArea): Type<CanActivate> {
  @Injectable()
  class AreaGuard implements CanActivate {
    canActivate(context: ExecutionContext): boolean {
      const request = context.switchToHttp().getRequest<StaffRequest>();
      if (!request.staff || !mayUse(request.staff.roles, area)) throw new StaffError(403, 'auth.wrong-role', staffLanguage(request));
      return true;
    }
  }
  return mixin(AreaGuard);
}
