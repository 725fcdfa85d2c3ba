import type { ContentEntity } from './content.entity.js';

export type ContentCopy = Pick<ContentEntity, 'titleEn' | 'titleKu' | 'descriptionEn' | 'descriptionKu' | 'image'>;

/**
 * The title, description and image every content item has, in the contract's key order. The
 * serializers spread it where the contract puts these keys, so the JSON key order stays the same.
 */
export function contentCopy(item: ContentCopy): ContentCopy {
  return {
    titleEn: item.titleEn,
    titleKu: item.titleKu,
    descriptionEn: item.descriptionEn,
    descriptionKu: item.descriptionKu,
    image: item.image,
  };
}
