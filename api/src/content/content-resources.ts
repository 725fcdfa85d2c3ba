import { ProductDto } from '../products/product.dto.js';
import { ProductEntity } from '../products/product.entity.js';
import { toProduct, toProductEntity } from '../products/product.serializer.js';
import { ProjectDto } from '../projects/project.dto.js';
import { ProjectEntity } from '../projects/project.entity.js';
import { toProject, toProjectEntity } from '../projects/project.serializer.js';
import { sortBySector } from '../services/sector-order.js';
import { ServiceDto } from '../services/service.dto.js';
import { ServiceEntity } from '../services/service.entity.js';
import { toService, toServiceEntity } from '../services/service.serializer.js';
import type { ContentResource } from './content-resource.js';

export const SERVICES: ContentResource<ReturnType<typeof toService>, ServiceEntity> = {
  path: 'services',
  entity: ServiceEntity,
  dto: ServiceDto,
  description: 'Active services in sector order: construction, manufacturing, electronics, mechanical',
  toItem: toService,
  toEntity: toServiceEntity,
  // The fixed sector order (docs/product.md §6), then by id.
  order: sortBySector,
};

export const PROJECTS: ContentResource<ReturnType<typeof toProject>, ProjectEntity> = {
  path: 'projects',
  entity: ProjectEntity,
  dto: ProjectDto,
  // By id: the content files use it as display order.
  description: 'Active projects, ordered by id',
  toItem: toProject,
  toEntity: toProjectEntity,
};

export const PRODUCTS: ContentResource<ReturnType<typeof toProduct>, ProductEntity> = {
  path: 'products',
  entity: ProductEntity,
  dto: ProductDto,
  description: 'Active products, ordered by id',
  toItem: toProduct,
  toEntity: toProductEntity,
};

/** In the order their routes are registered and documented. */
export const CONTENT_RESOURCES: readonly ContentResource[] = [SERVICES, PROJECTS, PRODUCTS];
