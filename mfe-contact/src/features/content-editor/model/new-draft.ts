import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { AnyContentDraft, ContentDraftOf } from '@azmar/contract/staff/content-items';

const COPY = { titleEn: '', titleKu: '', descriptionEn: '', descriptionKu: '', image: '', isActive: true };

const NEW: { [K in ContentKind]: ContentDraftOf<K> } = {
  services: {
    ...COPY,
    sector: 'construction',
    icon: 'hard-hat',
    features: [],
    featuresKu: [],
    video: null,
    videoDescriptionEn: null,
    videoDescriptionKu: null,
    detailedFeaturesEn: null,
    detailedFeaturesKu: null,
  },
  projects: {
    ...COPY,
    status: 'ongoing',
    sector: 'construction',
    partnership: null,
    partnershipKu: null,
    completedAt: null,
    gallery: null,
    statistics: null,
    interviews: null,
  },
  products: {
    ...COPY,
    category: 'paver-blocks',
    specifications: [],
    specificationsKu: [],
    gallery: null,
    videoUrl: null,
    videoCaption: null,
    videoCaptionKu: null,
    linkedinUrl: null,
  },
};

/** A new item's first draft: every key the API expects, empty; the first save creates it (never published yet). */
export function newDraft(kind: ContentKind): AnyContentDraft {
  return NEW[kind];
}
