/** The `catalogue` namespace of mfe-catalogue (/services, /projects, /products). `catalogue.ku.ts` has the same keys. */
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
};
export type CatalogueTexts = typeof catalogueEn;
