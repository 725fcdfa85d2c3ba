import type { ProjectStatistics } from '@azmar/contract/content/project';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { CATALOGUE_MODALS_NAMESPACE } from '../../../i18n/register-catalogue-modal-texts';
import { statisticsItems, type StatValue } from '../model/project-statistics-layout';

/** The figures of the project's statistics layout, with numbers in the reader's digits. */
export function ProjectStatisticsList({ statistics }: { statistics: ProjectStatistics }) {
  const { t } = useTranslation(CATALOGUE_MODALS_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const show = (value: StatValue): string => {
    if (value.kind === 'text') return t(`project.statValues.${value.key}`);
    if (value.kind === 'year') return formatNumber(value.value, language, { useGrouping: false });
    const number = formatNumber(value.value, language);
    return value.unit ? t(`project.statValues.${value.unit}`, { value: number }) : number;
  };
  return (
    <dl className="project-statistics">
      {statisticsItems(statistics).map((item) => (
        <div key={item.label} className="project-statistics__item" data-stat={item.label}>
          <dt>{t(`project.stats.${item.label}`)}</dt>
          <dd>{show(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
