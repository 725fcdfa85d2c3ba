import type { FindManyOptions, Repository } from 'typeorm';
import type { ContentEntity } from '../common/content.entity.js';
import { createListCache, type ListCache } from '../common/list-cache.js';
import type { ContentResource } from './content-resource.js';

/** The injection token of a resource's `ContentList`. */
export function contentListToken(resource: Pick<ContentResource, 'path'>): string {
  return `ContentList:${resource.path}`;
}

// TypeORM cannot check these keys against an entity type that is still generic; every content entity has them.
const ACTIVE_BY_ID: FindManyOptions<ContentEntity> = { where: { isActive: true }, order: { id: 'ASC' } };

/** A resource's active items, kept serialized and compressed in `cache` (refreshed by `ListCacheRefresher`). */
export class ContentList<Item extends { id: number } = { id: number }, Entity extends ContentEntity = ContentEntity> {
  readonly cache: ListCache;

  constructor(
    private readonly resource: ContentResource<Item, Entity>,
    private readonly repository: Repository<Entity>,
  ) {
    this.cache = createListCache(() => this.findActive());
  }

  async findActive(): Promise<Item[]> {
    const rows = await this.repository.find(ACTIVE_BY_ID as FindManyOptions<Entity>);
    const items = rows.map((row) => this.resource.toItem(row));
    return this.resource.order ? this.resource.order(items) : items;
  }
}
