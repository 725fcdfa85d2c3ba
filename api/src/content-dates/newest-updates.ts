import { CONTENT_KINDS, type ContentDates } from '@azmar/contract/content/content-dates';
import type { DataSource } from 'typeorm';
import { CONTENT_TABLES } from '../content/content-tables.js';

/**
 * The newest `updatedAt` of each content table, hidden rows included (hiding a row changes its page). Read through
 * the entities so TypeORM turns each driver's datetime into a Date the same way (SQLite hands back text).
 */
export async function readNewestUpdates(dataSource: DataSource): Promise<ContentDates> {
  const dates = {} as ContentDates;
  for (const kind of CONTENT_KINDS) {
    const [newest] = await dataSource
      .getRepository(CONTENT_TABLES[kind].entity)
      .find({ select: { id: true, updatedAt: true }, order: { updatedAt: 'DESC' }, take: 1 });
    dates[kind] = newest ? newest.updatedAt.toISOString() : null;
  }
  return dates;
}
