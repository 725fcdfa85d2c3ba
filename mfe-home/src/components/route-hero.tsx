import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { PageHero } from '@azmar/kit/ui/page-hero.tsx';
import { HOME_NAMESPACE } from '../i18n/register-home-texts';

/** The hero of one of this remote's routes, from the `home` namespace (`<page>.hero.title/subtitle`). */
export function RouteHero({ page }: { page: 'home' | 'about' }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  return <PageHero title={t(`${page}.hero.title`)} subtitle={t(`${page}.hero.subtitle`)} />;
}
