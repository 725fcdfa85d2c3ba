import type { AuditActionName } from '@azmar/contract/staff/audit';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditEventEntity } from './audit-event.entity.js';

/** Every action the audit log records (the contract's list, which the audit view filters by). */
export type AuditAction = AuditActionName;

/** The API's own schedule, where no person acted. */
export const SYSTEM_ACTOR = 'system';

export interface AuditEvent {
  /** A user id, or `SYSTEM_ACTOR`. */
  actor: string;
  action: AuditAction;
  subject: string;
  details?: Record<string, unknown>;
}

/** Writes audit events; inside the change's own transaction when given one, so the record and the change go together. */
@Injectable()
export class AuditLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(event: AuditEvent, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const row = Object.assign(new AuditEventEntity(), {
      actor: event.actor,
      action: event.action,
      subject: event.subject,
      details: event.details ?? {},
      createdAt: new Date(Math.floor(Date.now())),
    });
    await manager.save(AuditEventEntity, row, { reload: false });
  }
}
