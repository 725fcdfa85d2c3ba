import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { HOME_NAMESPACE } from '../i18n/home-texts';
import type { Stat } from '../lib/company-stats';
import './stats-row.css';

/** A row of company figures, each number in the reader's digits (Eastern Arabic in Kurdish). */
export function StatsRow({ stats, name }: { stats: readonly Stat[]; name: string }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <dl className="home-stats" data-stats={name} aria-label={t('stats.label')}>
      {stats.map((stat) => {
        const value = formatNumber(stat.value, language);
        return (
          <div key={stat.key} className="home-stats__item" data-stat={stat.key}>
            <dt className="home-stats__label">{t(`stats.${stat.key}`)}</dt>
            <dd className="home-stats__value">{stat.orMore ? t('stats.value', { value }) : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
