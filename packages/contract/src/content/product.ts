import type { ContentCopy } from './content-copy.js';
import type { GalleryItem } from './gallery-item.js';

/** What `GET /api/products` sends: every key present, `null` where there is no value. */

export type ProductCategory = 'paver-blocks' | 'parking-tiles' | 'rubber-pavers' | 'electronics' | 'poultry-equipment';
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = ['paver-blocks', 'parking-tiles', 'rubber-pavers', 'electronics', 'poultry-equipment'];

export interface Product extends ContentCopy {
  category: ProductCategory;
  specifications: string[];
  specificationsKu: string[];
  /** The 'Business Partnership' gallery; used for poultry equipment. */
  gallery: GalleryItem[] | null;
  videoUrl: string | null;
  videoCaption: string | null;
  videoCaptionKu: string | null;
  linkedinUrl: string | null;
}
