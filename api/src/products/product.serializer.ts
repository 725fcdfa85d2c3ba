import type { Product } from '@azmar/contract/content/product';
import { contentCopy } from '../common/content-copy.js';
import { ProductEntity } from './product.entity.js';

/** Entity → the kit's `Product`: every key, in the contract's order, `null` where absent. */
export function toProduct(entity: ProductEntity): Product {
  return {
    id: entity.id,
    ...contentCopy(entity),
    category: entity.category,
    specifications: entity.specifications,
    specificationsKu: entity.specificationsKu,
    gallery: entity.gallery ?? null,
    videoUrl: entity.videoUrl ?? null,
    videoCaption: entity.videoCaption ?? null,
    videoCaptionKu: entity.videoCaptionKu ?? null,
    linkedinUrl: entity.linkedinUrl ?? null,
    isActive: Boolean(entity.isActive),
  };
}

export function toProductEntity(product: Product): ProductEntity {
  return Object.assign(new ProductEntity(), toProduct(product as ProductEntity));
}
