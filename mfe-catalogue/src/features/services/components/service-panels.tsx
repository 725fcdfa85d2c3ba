import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { CATALOGUE_PAGES_NAMESPACE } from '../../../i18n/catalogue-namespaces';
import '../../../components/catalogue-pages.css';

const PANELS = {
  transportation: ['packaging', 'timely', 'tracking', 'damage'],
  quality: ['iso', 'audits', 'materials', 'satisfaction'],
} as const;

/** The transportation panel and the quality panel, four points each. */
export function ServicePanels() {
  const { t } = useTranslation(CATALOGUE_PAGES_NAMESPACE);
  return (
    <div className="catalogue-page-section" data-part="panels">
      <div className="catalogue-tiles">
        {(Object.keys(PANELS) as (keyof typeof PANELS)[]).map((panel) => (
          <section key={panel} className="catalogue-panel" data-panel={panel} aria-labelledby={`service-panel-${panel}`}>
            <h2 id={`service-panel-${panel}`}>{t(`services.${panel}.title`)}</h2>
            <p>{t(`services.${panel}.text`)}</p>
            <ul>
              {PANELS[panel].map((point) => (
                <li key={point}>{t(`services.${panel}.points.${point}`)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
