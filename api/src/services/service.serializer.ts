import type { Service } from '@azmar/contract/content/service';
import { contentCopy } from '../common/content-copy.js';
import { ServiceEntity } from './service.entity.js';

/** Entity → the kit's `Service`: every key, in the contract's order, `null` where absent. */
export function toService(entity: ServiceEntity): Service {
  return {
    id: entity.id,
    sector: entity.sector,
    ...contentCopy(entity),
    icon: entity.icon,
    features: entity.features,
    featuresKu: entity.featuresKu,
    video: entity.video ?? null,
    videoDescriptionEn: entity.videoDescriptionEn ?? null,
    videoDescriptionKu: entity.videoDescriptionKu ?? null,
    detailedFeaturesEn: entity.detailedFeaturesEn ?? null,
    detailedFeaturesKu: entity.detailedFeaturesKu ?? null,
    isActive: Boolean(entity.isActive),
  };
}

/** The kit's `Service` (from a content file) → entity, for the seed. */
export function toServiceEntity(service: Service): ServiceEntity {
  return Object.assign(new ServiceEntity(), toService(service as ServiceEntity));
}
