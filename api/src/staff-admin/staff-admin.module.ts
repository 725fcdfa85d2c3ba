import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { StaffAdminController } from './staff-admin.controller.js';
import { StaffAuditService } from './staff-audit.service.js';

/** Accounts, roles, passwords and the audit log of the staff area. */
@Module({
  imports: [AuditModule, StaffModule],
  controllers: [StaffAdminController],
  providers: [StaffAccountsService, StaffAuditService],
})
export class StaffAdminModule {}
