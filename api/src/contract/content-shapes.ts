import { CONTACT_LIMITS } from '@azmar/contract/content/contact-message-rules';
import type { ContactMessage, ContactMessageCreated } from '@azmar/contract/content/contact-message';
import type { GalleryItem } from '@azmar/contract/content/gallery-item';
import { LANGUAGES } from '@azmar/contract/content/language';
import { PRODUCT_CATEGORIES, type Product } from '@azmar/contract/content/product';
import { PROJECT_STATUSES, type Interview, type Project, type ProjectStatistics } from '@azmar/contract/content/project';
import { SECTOR_ORDER, SERVICE_ICONS, type Service } from '@azmar/contract/content/service';
import {
  boolean,
  httpUrl,
  integer,
  isoTimestamp,
  list,
  mediaPath,
  nonNegativeNumber,
  nullable,
  object,
  oneOf,
  optional,
  text,
  type Shape,
} from './field-rules.js';

const TITLE = 200;
const SHORT = 300;

const galleryItemShape: Shape<GalleryItem> = {
  image: mediaPath(),
  caption: text(SHORT),
  captionKu: text(SHORT),
};

const interviewShape: Shape<Interview> = {
  interviewee: text(TITLE),
  intervieweeKu: text(TITLE),
  role: text(TITLE),
  roleKu: text(TITLE),
  statements: list(text(), { minItems: 1 }),
  statementsKu: list(text(), { minItems: 1 }),
};

const number = optional(nullable(nonNegativeNumber()));
const statisticsShape: Shape<ProjectStatistics> = {
  totalLength: number,
  roadWidth: number,
  lanes: number,
  intersections: number,
  buildings: number,
  villas: number,
  totalUnits: number,
  totalArea: number,
  constructionYear: number,
  productionCapacity: number,
  overview: optional(nullable(text())),
  overviewKu: optional(nullable(text())),
};

// The title, description and image of every content item; spread where the contract puts them,
// so `checkShape` reports problems in the contract's key order.
const contentCopyShape: Shape<Pick<Service, 'titleEn' | 'titleKu' | 'descriptionEn' | 'descriptionKu' | 'image'>> = {
  titleEn: text(TITLE),
  titleKu: text(TITLE),
  descriptionEn: text(),
  descriptionKu: text(),
  image: mediaPath(),
};

export const serviceShape: Shape<Service> = {
  id: integer(),
  sector: oneOf(SECTOR_ORDER),
  ...contentCopyShape,
  icon: oneOf(SERVICE_ICONS),
  features: list(text(SHORT)),
  featuresKu: list(text(SHORT)),
  video: nullable(mediaPath()),
  videoDescriptionEn: nullable(text()),
  videoDescriptionKu: nullable(text()),
  detailedFeaturesEn: nullable(list(text())),
  detailedFeaturesKu: nullable(list(text())),
  isActive: boolean(),
};

export const projectShape: Shape<Project> = {
  id: integer(),
  ...contentCopyShape,
  status: oneOf(PROJECT_STATUSES),
  sector: text(64),
  partnership: nullable(text(SHORT)),
  partnershipKu: nullable(text(SHORT)),
  completedAt: nullable(isoTimestamp()),
  gallery: nullable(list(object(galleryItemShape))),
  statistics: nullable(object(statisticsShape, { optionalKeys: true })),
  interviews: nullable(list(object(interviewShape))),
  isActive: boolean(),
};

export const productShape: Shape<Product> = {
  id: integer(),
  ...contentCopyShape,
  category: oneOf(PRODUCT_CATEGORIES),
  specifications: list(text(SHORT)),
  specificationsKu: list(text(SHORT)),
  gallery: nullable(list(object(galleryItemShape))),
  videoUrl: nullable(mediaPath()),
  videoCaption: nullable(text()),
  videoCaptionKu: nullable(text()),
  linkedinUrl: nullable(httpUrl()),
  isActive: boolean(),
};

export const contactMessageShape: Shape<ContactMessage> = {
  id: integer(),
  name: text(CONTACT_LIMITS.nameMax),
  email: text(CONTACT_LIMITS.emailMax),
  phone: nullable(text(CONTACT_LIMITS.phoneMax)),
  message: text(CONTACT_LIMITS.messageMax),
  language: oneOf(LANGUAGES),
  createdAt: isoTimestamp(),
};

export const contactMessageCreatedShape: Shape<ContactMessageCreated> = {
  id: integer(),
  createdAt: isoTimestamp(),
};
