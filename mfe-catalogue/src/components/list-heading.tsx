import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { CATALOGUE_PAGES_NAMESPACE } from '../i18n/catalogue-namespaces';
import './content-grid.css';
import '@azmar/kit/theme/visually-hidden.css';

/** A page of this remote, which names its texts (`<page>.hero`, `<page>.listTitle`). */
export type CataloguePage = 'services' | 'projects' | 'products';

/**
 * The page grid's h2, read by assistive technology and not shown: the cards' titles are h3 (as under home's
 * section headings), so without it a page would jump from its hero's h1 straight to h3 (axe: heading-order).
 */
export function ListHeading({ page }: { page: CataloguePage }) {
  const { t } = useTranslation(CATALOGUE_PAGES_NAMESPACE);
  return <h2 className="azmar-visually-hidden">{t(`${page}.listTitle`)}</h2>;
}
