/**
 * What every content item (service, project, product) has: its id, its title and description in both
 * languages (docs/product.md §2: Kurdish content comes from the `…Ku` fields), its image and whether it is listed.
 */
export interface ContentCopy {
  id: number;
  titleEn: string;
  titleKu: string;
  descriptionEn: string;
  descriptionKu: string;
  /** Site-relative media path, e.g. `/assets/media/services/construction.jpg`. */
  image: string;
  isActive: boolean;
}
