import type { ContentCopy } from './content-copy.js';
/**
 * What `GET /api/services` sends (docs/product.md §11). Like every content type: the API always sends
 * every key, `null` where there is no value, and every text a visitor reads has an English and a
 * Kurdish Sorani (`…Ku`) variant.
 */

export type Sector = 'construction' | 'manufacturing' | 'electronics' | 'mechanical';
/** Service order on every page (docs/product.md §6). */
export const SECTOR_ORDER: readonly Sector[] = ['construction', 'manufacturing', 'electronics', 'mechanical'];

export type ServiceIcon = 'hard-hat' | 'industry' | 'microchip' | 'cogs';
export const SERVICE_ICONS: readonly ServiceIcon[] = ['hard-hat', 'industry', 'microchip', 'cogs'];

export interface Service extends ContentCopy {
  sector: Sector;
  icon: ServiceIcon;
  features: string[];
  featuresKu: string[];
  video: string | null;
  videoDescriptionEn: string | null;
  videoDescriptionKu: string | null;
  detailedFeaturesEn: string[] | null;
  detailedFeaturesKu: string[] | null;
}
