/**
 * The shell's `common` namespace: every string of the layout and the common labels of docs/product.md §15.
 * `common.ku.ts` must have exactly the same keys (its type is derived from this object).
 */
export const commonEn = {
  company: {
    name: 'Azmar Group',
  },
  nav: {
    home: 'Home',
    about: 'About',
    services: 'Services',
    projects: 'Projects',
    products: 'Products',
    contact: 'Contact',
    inbox: 'Inbox',
    team: 'Team',
    mainLabel: 'Main navigation',
  },
  header: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    switchLanguage: 'Switch language',
    homeLink: 'Azmar Group home page',
    skipToContent: 'Skip to main content',
  },
  language: {
    en: 'English',
    ku: 'کوردی',
  },
  footer: {
    description:
      'Since 2004 Azmar Group has built roads, homes and factories across the Kurdistan Region, and makes the materials, machines and equipment that go into them.',
    quickLinks: 'Quick Links',
    contactInfo: 'Contact Info',
    followUs: 'Follow Us',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    copyright: '© {{year}} Azmar Group. All rights reserved.',
  },
  notFound: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    backHome: 'Back to Home',
  },
  remote: {
    loadErrorTitle: 'This section could not be loaded',
    loadErrorText: 'The rest of the site still works. Check your connection and try again.',
    renderErrorTitle: 'Something went wrong in this section',
    renderErrorText: 'The rest of the site still works. Try loading this section again.',
    retry: 'Retry',
  },
  actions: {
    learnMore: 'Learn More',
    contactUs: 'Contact Us',
    viewDetails: 'View Details',
    viewAll: 'View All',
    getQuote: 'Get Quote',
    readMore: 'Read More',
    send: 'Send',
    loading: 'Loading...',
    success: 'Success',
    close: 'Close',
  },
  errors: {
    generic: 'Error occurred.',
    title: 'Error',
  },
  contactResult: {
    success: 'Thank you for your message. We will get back to you soon.',
    failure: 'Failed to send message. Please try again.',
  },
  media: {
    videoFallback: 'Your browser does not support the video tag.',
  },
  toast: {
    regionLabel: 'Notification',
  },
  // The names of the codes content keeps (content-labels.ts): the public pages and the staff studio say the same.
  sectors: {
    construction: 'Construction',
    manufacturing: 'Manufacturing',
    electronics: 'Electronics',
    mechanical: 'Mechanical',
    poultry: 'Poultry',
  },
  statuses: {
    completed: 'Completed',
    ongoing: 'Ongoing',
    planned: 'Planned',
  },
  categories: {
    paverBlocks: 'Paver Blocks',
    parkingTiles: 'Parking Tiles',
    rubberPavers: 'Rubber Pavers',
    electronics: 'Electronics',
    poultryEquipment: 'Poultry Equipment',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language of the `common` namespace must have. */
export type CommonTexts = Widen<typeof commonEn>;
