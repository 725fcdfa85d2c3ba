import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_ACTIONS, type AuditActionName, type StaffAuditPage } from '@azmar/contract/staff/audit';
import type { DataSource, FindOptionsWhere } from 'typeorm';
import { AuditEventEntity } from '../audit/audit-event.entity.js';
import { pageQuery } from '../common/page-query.js';
import { peopleNamed } from '../studio/people.js';

/** The audit log, newest first, filtered by action and by who acted. */
@Injectable()
export class StaffAuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: Record<string, unknown>): Promise<StaffAuditPage> {
    const { page, pageSize } = pageQuery(query);
    const where: FindOptionsWhere<AuditEventEntity> = {};
    if (typeof query.action === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(query.action)) where.action = query.action;
    if (typeof query.actor === 'string' && query.actor.length > 0 && query.actor.length <= 64) where.actor = query.actor;
    const [rows, total] = await this.dataSource.getRepository(AuditEventEntity).findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const person = await peopleNamed(
      this.dataSource.manager,
      rows.map((r) => r.actor),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        actor: person(row.actor),
        action: row.action as AuditActionName,
        subject: row.subject,
        details: row.details,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }
}
