/** The cards' and sections' texts, which home's catalogue sections show too. */
export const CATALOGUE_NAMESPACE = 'catalogue';
/** Texts only the catalogue's own pages show, so home's sections never download them. */
export const CATALOGUE_PAGES_NAMESPACE = 'catalogue-pages';
