import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { PageHero } from '@azmar/kit/ui/page-hero.tsx';
import { CATALOGUE_NAMESPACE } from '../i18n/register-catalogue-texts';

export type CataloguePage = 'services' | 'projects' | 'products';

/** The hero of one of this remote's routes, from the `catalogue` namespace (`<page>.hero.title/subtitle`). */
export function RouteHero({ page }: { page: CataloguePage }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return <PageHero title={t(`${page}.hero.title`)} subtitle={t(`${page}.hero.subtitle`)} />;
}
