/**
 * The `catalogue` namespace of mfe-catalogue: what its cards and the sections home shows need (kept small,
 * as `/` downloads it). Page-only texts are in `catalogue-pages`, modal texts in `catalogue-modals`.
 * `catalogue.ku.ts` has the same keys.
 */
export const catalogueEn = {
  services: {
    hero: {
      title: 'Our Services',
      subtitle: 'Four sectors, one standard of quality: construction, manufacturing, electronics and mechanical engineering.',
    },
  },
  projects: {
    hero: {
      title: 'Our Projects',
      subtitle: 'Highways, homes, industry and agriculture: the work we have delivered across the region.',
    },
  },
  products: {
    hero: {
      title: 'Our Products',
      subtitle: 'Paving, electronics and poultry equipment, made and supplied to the standards our projects demand.',
    },
  },
  list: {
    loadError: 'This list could not be loaded. Check your connection and try again.',
  },
  cards: {
    features: 'Key features',
    specifications: 'Specifications',
    showDetails: 'Show Details',
    hideDetails: 'Hide Details',
    partnershipGallery: 'Business Partnership',
    showPhoto: 'Show photo {{number}} of {{total}}',
  },
};
export type CatalogueTexts = typeof catalogueEn;
