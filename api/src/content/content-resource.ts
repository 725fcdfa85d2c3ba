import type { Type } from '@nestjs/common';
import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { ContentEntity } from '../common/content.entity.js';

/**
 * What makes one content list (services, projects, products) different from the others: its path, table, OpenAPI
 * item, mapping and order. Everything else (controller, cache, fast path, seed, dates) is the same code for all three.
 */
export interface ContentResource<Item extends { id: number } = { id: number }, Entity extends ContentEntity = ContentEntity> {
  /** The route under /api, also the name of the table and of the content file. */
  path: ContentKind;
  entity: Type<Entity>;
  /** The OpenAPI description of one item. */
  dto: Type<unknown>;
  /** The OpenAPI description of the list answer. */
  description: string;
  toItem(entity: Entity): Item;
  toEntity(item: Item): Entity;
  /** The display order of the active items, which the database reads by id. */
  order?(items: Item[]): Item[];
}
