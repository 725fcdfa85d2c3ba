import type { Type } from '@nestjs/common';
import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { ContentEntity } from '../common/content.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { toProduct, toProductEntity } from '../products/product.serializer.js';
import { ProjectEntity } from '../projects/project.entity.js';
import { toProject, toProjectEntity } from '../projects/project.serializer.js';
import { ServiceEntity } from '../services/service.entity.js';
import { toService, toServiceEntity } from '../services/service.serializer.js';

/** A content kind's table: its entity, and its rows to the contract's items and back (the seed compares and writes them). */
export interface ContentTable<Item extends { id: number } = { id: number }, Entity extends ContentEntity = ContentEntity> {
  entity: Type<Entity>;
  toItem(entity: Entity): Item;
  toEntity(item: Item): Entity;
}

export const CONTENT_TABLES: Readonly<Record<ContentKind, ContentTable>> = {
  services: { entity: ServiceEntity, toItem: toService, toEntity: toServiceEntity },
  projects: { entity: ProjectEntity, toItem: toProject, toEntity: toProjectEntity },
  products: { entity: ProductEntity, toItem: toProduct, toEntity: toProductEntity },
};
