import type { ContentKind } from '../content/content-dates.js';
import type { Language } from '../content/language.js';
import type { Product } from '../content/product.js';
import type { Project } from '../content/project.js';
import type { Service } from '../content/service.js';
import type { StaffPerson } from './accounts.js';
import type { StaffContentVersion } from './content-versions.js';

/**
 * The staff studio's content API: services, projects and products as drafts, published on demand.
 * The public lists (`GET /api/services` …) serve only what was published, in their usual shapes.
 */
const STAFF_CONTENT_PATH = '/api/staff/content';
export const staffContentListPath = (kind: ContentKind) => `${STAFF_CONTENT_PATH}/${kind}`;
export const staffContentItemPath = (kind: ContentKind, id: number) => `${STAFF_CONTENT_PATH}/${kind}/${id}`;
export const staffContentOrderPath = (kind: ContentKind) => `${STAFF_CONTENT_PATH}/${kind}/order`;
export const staffContentPublishPath = (kind: ContentKind, id: number) => `${staffContentItemPath(kind, id)}/publish`;
export const staffContentVersionsPath = (kind: ContentKind, id: number) => `${staffContentItemPath(kind, id)}/versions`;
export const staffContentRollbackPath = (kind: ContentKind, id: number) => `${staffContentItemPath(kind, id)}/rollback`;
export const staffContentPreviewPath = (kind: ContentKind, id: number) => `${staffContentItemPath(kind, id)}/preview`;

/** The item of each kind, as the public API sends it. */
interface ContentItemOf {
  services: Service;
  projects: Project;
  products: Product;
}

/** A draft: the public item without its id (the id is the URL's). Same keys, same `null` for no value. */
export type ContentDraftOf<K extends ContentKind> = Omit<ContentItemOf[K], 'id'>;
export type AnyContentDraft = ContentDraftOf<ContentKind>;

/**
 * `never-published`: only a draft (no visitor sees it); `published`: the draft is what visitors see;
 * `changed`: published, and the draft has changes not yet published.
 */
export type ContentState = 'never-published' | 'published' | 'changed';

/** The fields (paths such as `titleKu`, `gallery[2].captionKu`, `interviews[0].statementsKu[1]`) still empty, per language. */
export interface MissingFields {
  en: string[];
  ku: string[];
}

/** One row of `GET /api/staff/content/:kind`: in display order (`position`), inactive ones too. */
export interface StaffContentSummary {
  kind: ContentKind;
  id: number;
  /** The draft's titles (what the staff member last saved). */
  titleEn: string;
  titleKu: string;
  /** The draft's `isActive`; a deactivated item leaves the public lists once published. */
  isActive: boolean;
  /** Display order on the public pages, from 1. */
  position: number;
  /** Bumped by every save, publish and rollback; send it back as `If-Match` (see `StaffContentItem.version`). */
  version: number;
  state: ContentState;
  updatedAt: string;
  updatedBy: StaffPerson | null;
  publishedAt: string | null;
  publishedBy: StaffPerson | null;
}

/** `GET /api/staff/content/:kind/:id` (also the answer of create, save, publish, rollback). Its ETag is `"<version>"`. */
export interface StaffContentItem<K extends ContentKind = ContentKind> extends StaffContentSummary {
  kind: K;
  draft: ContentDraftOf<K>;
  /** What visitors see now (null until the first publish). */
  published: ContentDraftOf<K> | null;
  /** Empty fields of the draft per language (publishing warns with the same lists). */
  missing: MissingFields;
}

/** Body of `PUT /api/staff/content/:kind/:id` (header `If-Match: <version>`) and of `POST /api/staff/content/:kind`. */
export type StaffContentSave<K extends ContentKind = ContentKind> = ContentDraftOf<K>;

/**
 * The top-level fields of one language, per kind: a one-language publish takes these from the draft and keeps the
 * other language's as published. Every other field is shared and goes with any publish.
 */
export const LANGUAGE_FIELDS = {
  services: {
    en: ['titleEn', 'descriptionEn', 'features', 'videoDescriptionEn', 'detailedFeaturesEn'],
    ku: ['titleKu', 'descriptionKu', 'featuresKu', 'videoDescriptionKu', 'detailedFeaturesKu'],
  },
  projects: { en: ['titleEn', 'descriptionEn', 'partnership'], ku: ['titleKu', 'descriptionKu', 'partnershipKu'] },
  products: {
    en: ['titleEn', 'descriptionEn', 'specifications', 'videoCaption'],
    ku: ['titleKu', 'descriptionKu', 'specificationsKu', 'videoCaptionKu'],
  },
} as const satisfies { [K in ContentKind]: Record<Language, readonly (keyof ContentDraftOf<K>)[]> };

/** Answer of a publish and of a rollback: the item now, the version made, and the empty fields still published. */
export interface StaffContentPublished<K extends ContentKind = ContentKind> {
  item: StaffContentItem<K>;
  version: StaffContentVersion;
  /** Empty fields of what visitors now see, per language: a warning (the publish went through). */
  missing: MissingFields;
}

/** Answer of `POST …/:id/preview`: a token valid `expiresAt`, and the public pages that show the draft with it. */
export interface StaffContentPreview {
  token: string;
  expiresAt: string;
  /** Site-relative URLs: the item's public page with `?preview=<token>`, one per language. */
  urls: Record<Language, string>;
}

/** The query parameter that makes a public page render a draft (server-side, `noindex`, never cached). */
export const PREVIEW_QUERY_PARAMETER = 'preview';
/** How long a preview token lasts. */
export const PREVIEW_LIFETIME_MINUTES = 30;
