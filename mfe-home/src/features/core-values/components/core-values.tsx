import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { ABOUT_NAMESPACE } from '../../../i18n/register-about-texts';
import './core-values.css';

const CORE_VALUES = ['quality', 'reliability', 'innovation', 'integrity'] as const;

/** The four core values. */
export function CoreValues() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  return (
    <section className="home-section home-section--tinted" data-about-section="values" aria-labelledby="about-values-title">
      <div className="home-section__inner">
        <SectionHeading id="about-values-title" title={t('values.title')} />
        <ul className="home-grid home-grid--4">
          {CORE_VALUES.map((value) => (
            <li key={value} className="home-card about-value" data-value={value}>
              <h3 className="home-card__title">{t(`values.${value}.title`)}</h3>
              <p className="home-card__text">{t(`values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
