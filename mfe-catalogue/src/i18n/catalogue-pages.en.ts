/** The `catalogue-pages` namespace: texts only the /services, /projects and /products pages show (not home's sections). */
export const cataloguePagesEn = {
  services: {
    // The grid's heading, for assistive technology only: the hero's h1 already titles the page.
    listTitle: 'Service list',
    advantages: {
      title: 'Why Choose Azmar Group',
      expertTeam: { title: 'Expert Team', text: 'Engineers and technicians with more than 20 years of experience across our four sectors.' },
      advancedTechnology: { title: 'Advanced Technology', text: 'Modern machinery, tested materials and current engineering methods on every job.' },
      comprehensiveSupport: { title: 'Comprehensive Support', text: 'From the first survey to handover and after-sales care, one team answers for the work.' },
    },
    transportation: {
      title: 'Transportation & Delivery',
      text: 'Our own fleet brings materials and equipment to your site across the Kurdistan Region.',
      points: {
        packaging: 'Secure packaging and handling',
        timely: 'Timely delivery guarantee',
        tracking: 'Real-time tracking',
        damage: 'Damage protection coverage',
      },
    },
    quality: {
      title: 'Quality Assurance',
      text: 'Every product and project passes the same checks before it reaches you.',
      points: {
        iso: 'ISO certified processes',
        audits: 'Regular quality audits',
        materials: 'Premium materials only',
        satisfaction: 'Customer satisfaction guarantee',
      },
    },
  },
  projects: {
    listTitle: 'Project list',
    filters: {
      statusLabel: 'Filter by status',
      sectorLabel: 'Filter by sector',
      all: 'All',
    },
    empty: {
      title: 'No Projects Found',
      text: 'No projects match your current filter criteria. Try adjusting your filters.',
    },
    partnerships: {
      title: 'Strategic Partnerships',
      text: 'Together with Zagros Development Group we deliver large-scale projects that neither could take on alone.',
      majorProjects: 'Major Projects: {{count}}',
      activeSince: 'Active Since: {{year}}',
      inquiry: 'Partnership Inquiry',
    },
    cta: {
      title: 'Have a Project in Mind?',
      text: 'Tell us what you plan to build: our engineers will answer with a proposal and a quote.',
    },
  },
  products: {
    listTitle: 'Product list',
    search: {
      label: 'Search products',
      placeholder: 'Search products...',
    },
    filters: {
      categoryLabel: 'Filter by category',
      all: 'All',
    },
    results: {
      showing: 'Showing {{shown}} of {{total}} products',
      inCategory: ' in {{category}}',
      matching: ' matching "{{search}}"',
    },
    empty: {
      title: 'No Products Found',
      searchText: 'No products match your search for "{{term}}". Try different keywords.',
      filterText: 'No products match your current filter criteria. Try adjusting your filters.',
      clear: 'Clear Filters',
    },
    overview: {
      title: 'Product Categories',
      construction: { title: 'Construction Materials', text: 'Paver blocks, parking tiles and rubber pavers made in our Sulaymaniyah plant.' },
      electronics: { title: 'Electronic Equipment', text: 'Solar inverters, security cameras, controllers and control panels for homes and industry.' },
      poultry: { title: 'Poultry Equipment', text: 'Feeding, drinking and processing lines for poultry farms and slaughterhouses.' },
    },
    quality: {
      title: 'Our Promise',
      certified: { title: 'Certified Products', text: 'Tested to the standards each product is sold under.' },
      warranty: { title: 'Warranty Coverage', text: 'A written warranty with every product we supply.' },
      support: { title: 'Technical Support', text: 'Our engineers help with installation and use.' },
      delivery: { title: 'Safe Delivery', text: 'Packed and delivered by our own team.' },
    },
  },
};
export type CataloguePagesTexts = typeof cataloguePagesEn;
