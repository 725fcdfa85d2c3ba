import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { PageHero } from '@azmar/kit/ui/page-hero.tsx';

/**
 * The hero of a remote's route: `<page>.hero.title` and `<page>.hero.subtitle` of the remote's text namespace, the
 * keys every remote gives its pages.
 */
export function RouteHero({ namespace, page }: { namespace: string; page: string }) {
  const { t } = useTranslation(namespace);
  return <PageHero title={t(`${page}.hero.title`)} subtitle={t(`${page}.hero.subtitle`)} />;
}
