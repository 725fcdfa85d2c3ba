import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';

/** The smallest audit log (who, what, to what, when); the staff studio's roles and audit view build on it. */
@Module({ providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}
