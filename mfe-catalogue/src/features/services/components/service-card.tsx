import type { Service } from '@azmar/contract/content/service';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { ViewDetailsLink } from '../../../components/view-details-link';
import { CardImage } from '../../../components/card-image';
import { SectorIcon } from './sector-icon';
import './service-card.css';

interface ServiceCardProps {
  service: Service;
  onViewDetails: (id: number, opener: HTMLElement) => void;
  /** The page's URL with this card's modal open. */
  detailsHref: string;
  priorityImage?: boolean;
}

/** Image, sector icon, title, description, feature bullets and View Details (docs/product.md §10, service card). */
export function ServiceCard({ service, onViewDetails, detailsHref, priorityImage = false }: ServiceCardProps) {
  const ku = useLanguageStore((state) => state.language) === 'ku';
  const title = ku ? service.titleKu : service.titleEn;
  const titleId = `service-card-${service.id}`;
  return (
    <article className="service-card" data-service={service.sector} aria-labelledby={titleId}>
      <CardImage src={service.image} alt={title} priority={priorityImage} />
      <div className="catalogue-card__body">
        <span className="service-card__icon">
          <SectorIcon icon={service.icon} />
        </span>
        <h3 id={titleId} className="catalogue-card__title">
          <LatinRuns text={title} />
        </h3>
        <p className="catalogue-card__text">
          <LatinRuns text={ku ? service.descriptionKu : service.descriptionEn} />
        </p>
        <ul className="catalogue-card__list">
          {(ku ? service.featuresKu : service.features).map((feature) => (
            <li key={feature}>
              <LatinRuns text={feature} />
            </li>
          ))}
        </ul>
        <ViewDetailsLink titleId={titleId} opens={`service-${service.id}`} href={detailsHref} onOpen={(link) => onViewDetails(service.id, link)} />
      </div>
    </article>
  );
}
