/**
 * The one contract between the API and every frontend app (spec section 3).
 *
 * The API always sends every key: an optional field that has no value is `null`, never missing,
 * so the frontend can rely on the shape. Timestamps travel as ISO-8601 strings in UTC.
 * Every text a visitor reads has an English and a Kurdish Sorani (`…Ku`) variant.
 */

export type Language = 'en' | 'ku';
export const LANGUAGES: readonly Language[] = ['en', 'ku'];

export type Sector = 'construction' | 'manufacturing' | 'electronics' | 'mechanical';
/** Service order on every page (spec section 9). */
export const SECTOR_ORDER: readonly Sector[] = ['construction', 'manufacturing', 'electronics', 'mechanical'];

export type ServiceIcon = 'hard-hat' | 'industry' | 'microchip' | 'cogs';

export interface Service {
  id: number;
  sector: Sector;
  titleEn: string;
  titleKu: string;
  descriptionEn: string;
  descriptionKu: string;
  /** Site-relative media path, e.g. `/assets/media/services/construction.jpg`. */
  image: string;
  icon: ServiceIcon;
  features: string[];
  featuresKu: string[];
  video: string | null;
  videoDescriptionEn: string | null;
  videoDescriptionKu: string | null;
  detailedFeaturesEn: string[] | null;
  detailedFeaturesKu: string[] | null;
  isActive: boolean;
}

export type ProjectStatus = 'completed' | 'ongoing' | 'planned';
export const PROJECT_STATUSES: readonly ProjectStatus[] = ['completed', 'ongoing', 'planned'];

/** A gallery item; a path ending in `.mp4` is a video, anything else an image. */
export interface GalleryItem {
  image: string;
  caption: string;
  captionKu: string;
}

/**
 * Project statistics. Which keys are present selects the layout (spec section 2, project card):
 * highway (totalLength, roadWidth, lanes, intersections), residential heights (buildings, villas,
 * totalUnits, totalArea), equestrian club (constructionYear), poultry slaughterhouse
 * (constructionYear as year established, productionCapacity). Units are fixed so both languages
 * format the same number: km, m, m², birds per hour.
 */
export interface ProjectStatistics {
  totalLength?: number | null; // km
  roadWidth?: number | null; // m
  lanes?: number | null;
  intersections?: number | null;
  buildings?: number | null;
  villas?: number | null;
  totalUnits?: number | null;
  totalArea?: number | null; // m²
  constructionYear?: number | null;
  productionCapacity?: number | null; // birds per hour
  overview?: string | null;
  overviewKu?: string | null;
}

export interface Interview {
  interviewee: string;
  intervieweeKu: string;
  role: string;
  roleKu: string;
  statements: string[];
  statementsKu: string[];
}

export interface Project {
  id: number;
  titleEn: string;
  titleKu: string;
  descriptionEn: string;
  descriptionKu: string;
  image: string;
  status: ProjectStatus;
  /** Free text sector, lower case (e.g. `construction`, `poultry`); the UI capitalises it. */
  sector: string;
  partnership: string | null;
  partnershipKu: string | null;
  completedAt: string | null;
  gallery: GalleryItem[] | null;
  statistics: ProjectStatistics | null;
  interviews: Interview[] | null;
  isActive: boolean;
}

export type ProductCategory = 'paver-blocks' | 'parking-tiles' | 'rubber-pavers' | 'electronics' | 'poultry-equipment';
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = [
  'paver-blocks',
  'parking-tiles',
  'rubber-pavers',
  'electronics',
  'poultry-equipment',
];

export interface Product {
  id: number;
  titleEn: string;
  titleKu: string;
  descriptionEn: string;
  descriptionKu: string;
  image: string;
  category: ProductCategory;
  specifications: string[];
  specificationsKu: string[];
  /** The 'Business Partnership' gallery; used for poultry equipment. */
  gallery: GalleryItem[] | null;
  videoUrl: string | null;
  videoCaption: string | null;
  videoCaptionKu: string | null;
  linkedinUrl: string | null;
  isActive: boolean;
}

/** Body of `POST /api/contact`. */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  language?: Language;
}

/** 201 answer of `POST /api/contact`: sent only after the row is committed. */
export interface ContactMessageCreated {
  id: number;
  createdAt: string;
}

/** One row of `GET /api/contact` (admin only). */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Language;
  createdAt: string;
}

/**
 * Every error the API sends has this shape. `fields` is present on validation errors (400) and
 * carries one message per offending field, keyed by the field name, for display under that field.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}
