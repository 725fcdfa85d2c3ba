import type { ContentDates } from '@azmar/contract/content/content-dates';
import type { DataSource } from 'typeorm';
import { CONTENT_RESOURCES } from '../content/content-resources.js';

/**
 * The newest `updatedAt` of each content table, hidden rows included (hiding a row changes its page). Read through
 * the entities so TypeORM turns each driver's datetime into a Date the same way (SQLite hands back text).
 */
export async function readNewestUpdates(dataSource: DataSource): Promise<ContentDates> {
  const dates = {} as ContentDates;
  for (const { path, entity } of CONTENT_RESOURCES) {
    const [newest] = await dataSource.getRepository(entity).find({ select: { id: true, updatedAt: true }, order: { updatedAt: 'DESC' }, take: 1 });
    dates[path] = newest ? newest.updatedAt.toISOString() : null;
  }
  return dates;
}
