import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { HOME_NAMESPACE } from '../../../i18n/home-texts';
import '../../../components/home-section.css';
import './feature-cards.css';

/** The two feature cards beside the services, each with its points (docs/product.md §4). */
const FEATURE_CARDS = {
  transportation: ['packaging', 'delivery', 'tracking', 'protection'],
  quality: ['iso', 'audits', 'materials', 'satisfaction'],
} as const;

/** Home's feature cards next to the catalogue's services grid: transportation and quality. */
export function FeatureCards() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <section className="home-section home-section--tinted home-features" data-home-section="features" aria-labelledby="home-features-title">
      <div className="home-section__inner">
        <SectionHeading id="home-features-title" title={t('home.features.title')} />
        <ul className="home-grid home-grid--2">
          {(Object.keys(FEATURE_CARDS) as (keyof typeof FEATURE_CARDS)[]).map((card) => (
            <li key={card} className="home-card home-feature" data-feature-card={card}>
              <h3 className="home-card__title">{t(`home.features.${card}.title`)}</h3>
              <p className="home-card__text">{t(`home.features.${card}.text`)}</p>
              <ul className="home-feature__points">
                {FEATURE_CARDS[card].map((point) => (
                  <li key={point}>{t(`home.features.${card}.points.${point}`)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
