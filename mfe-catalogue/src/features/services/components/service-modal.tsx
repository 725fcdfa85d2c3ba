import type { Service } from '@azmar/contract/content/service';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { DetailDialog } from '../../../components/detail-dialog';
import { QuoteLink } from '../../../components/quote-link';
import { sectorLabel } from '@azmar/kit/i18n/content-labels';
import { VideoPlayer } from '../../../components/video-player';
import { CATALOGUE_MODALS_NAMESPACE, registerCatalogueModalTexts } from '../../../i18n/register-catalogue-modal-texts';
import { SectorIcon } from './sector-icon';
import './service-modal.css';

registerCatalogueModalTexts();

/** The fixed equipment-manufacturing video the mechanical service shows besides its own (docs/product.md §10). */
export const EQUIPMENT_VIDEO = '/assets/media/hero/equipment-manufacturing.mp4';

interface ServiceModalProps {
  service: Service;
  onClose: () => void;
  /** The page's URL without the modal: where its close controls link to. */
  closeHref: string;
}

/** Image, featured video, detailed features, overview badges and sector banner of one service. */
export default function ServiceModal({ service, onClose, closeHref }: ServiceModalProps) {
  const { t } = useTranslation([CATALOGUE_MODALS_NAMESPACE, 'catalogue']);
  const ku = useLanguageStore((state) => state.language) === 'ku';
  const mechanical = service.sector === 'mechanical';
  const title = mechanical ? t('service.mechanicalPoultry') : ku ? service.titleKu : service.titleEn;
  const titleId = `service-modal-${service.id}`;
  const detailed = (ku ? service.detailedFeaturesKu : service.detailedFeaturesEn) ?? [];
  const videoDescription = ku ? service.videoDescriptionKu : service.videoDescriptionEn;
  return (
    <DetailDialog kind="service" labelledBy={titleId} onClose={onClose} closeHref={closeHref}>
      <h2 id={titleId} className="detail-dialog__title">
        <LatinRuns text={title} />
      </h2>
      <img className="detail-dialog__media" src={service.image} alt={ku ? service.titleKu : service.titleEn} width={896} height={504} />
      <p className="detail-dialog__caption">
        <LatinRuns text={ku ? service.descriptionKu : service.descriptionEn} />
      </p>

      {service.video && (
        <section className="detail-dialog__section" data-video="featured">
          <h3>{t('service.featuredVideo')}</h3>
          <VideoPlayer className="detail-dialog__media" src={service.video} autoPlay preload="metadata" label={t('service.featuredVideo')} />
          {videoDescription && (
            <p className="detail-dialog__caption">
              <LatinRuns text={videoDescription} />
            </p>
          )}
        </section>
      )}

      {mechanical && (
        <section className="detail-dialog__section" data-video="equipment">
          <h3>{t('service.equipmentVideo.title')}</h3>
          <VideoPlayer className="detail-dialog__media" src={EQUIPMENT_VIDEO} preload="metadata" label={t('service.equipmentVideo.title')} />
          <p className="detail-dialog__caption">{t('service.equipmentVideo.description')}</p>
        </section>
      )}

      {detailed.length > 0 && (
        <section className="detail-dialog__section" data-part="detailed-features">
          <h3>{t('service.detailedFeatures')}</h3>
          <ul className="service-modal__features">
            {detailed.map((feature) => (
              <li key={feature}>
                <LatinRuns text={feature} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="detail-dialog__section" data-part="overview">
        <h3>{t('service.overview')}</h3>
        <ul className="catalogue-card__badges service-modal__badges">
          {(ku ? service.featuresKu : service.features).map((feature) => (
            <li key={feature} className="catalogue-badge catalogue-badge--blue">
              <LatinRuns text={feature} />
            </li>
          ))}
        </ul>
      </section>

      <div className="service-modal__banner" data-part="sector-banner">
        <SectorIcon icon={service.icon} size={36} />
        <div>
          <p className="service-modal__banner-title">{t('service.sectorBanner', { sector: sectorLabel(t, service.sector) })}</p>
          <p className="service-modal__banner-text">{t('service.sectorText')}</p>
        </div>
      </div>
      <div className="detail-dialog__actions">
        <QuoteLink about={{ kind: 'service', id: service.id }} />
      </div>
    </DetailDialog>
  );
}
