import { CONTENT_KINDS, type ContentDates, type ContentKind } from '@azmar/contract/content/content-dates';
import type { DataSource, EntityTarget } from 'typeorm';
import type { ContentEntity } from '../common/content.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { ProjectEntity } from '../projects/project.entity.js';
import { ServiceEntity } from '../services/service.entity.js';

const TABLES: Record<ContentKind, EntityTarget<ContentEntity>> = { services: ServiceEntity, projects: ProjectEntity, products: ProductEntity };

/**
 * The newest `updatedAt` of each content table, hidden rows included (hiding a row changes its page). Read through
 * the entities so TypeORM turns each driver's datetime into a Date the same way (SQLite hands back text).
 */
export async function readNewestUpdates(dataSource: DataSource): Promise<ContentDates> {
  const dates = {} as ContentDates;
  for (const kind of CONTENT_KINDS) {
    const [newest] = await dataSource.getRepository(TABLES[kind]).find({ select: { id: true, updatedAt: true }, order: { updatedAt: 'DESC' }, take: 1 });
    dates[kind] = newest ? newest.updatedAt.toISOString() : null;
  }
  return dates;
}
