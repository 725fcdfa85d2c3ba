import type { Service } from '@azmar/contract/content/service';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { ViewDetailsButton } from '../../../components/view-details-button';
import { CardImage } from '../../../components/card-image';
import { SectorIcon } from './sector-icon';
import './service-card.css';

interface ServiceCardProps {
  service: Service;
  onViewDetails: (id: number, opener: HTMLElement) => void;
  priorityImage?: boolean;
}

/** Image, sector icon, title, description, feature bullets and View Details (spec section 2, service card). */
export function ServiceCard({ service, onViewDetails, priorityImage = false }: ServiceCardProps) {
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
          {title}
        </h3>
        <p className="catalogue-card__text">{ku ? service.descriptionKu : service.descriptionEn}</p>
        <ul className="catalogue-card__list">
          {(ku ? service.featuresKu : service.features).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <ViewDetailsButton titleId={titleId} opens={`service-${service.id}`} onOpen={(button) => onViewDetails(service.id, button)} />
      </div>
    </article>
  );
}
