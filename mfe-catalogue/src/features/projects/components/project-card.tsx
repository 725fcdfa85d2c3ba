import type { Project } from '@azmar/contract/content/project';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { statusTone } from '../../../lib/badge-tones';
import { statusLabel } from '@azmar/kit/i18n/content-labels';
import { ViewDetailsLink } from '../../../components/view-details-link';
import { CardImage } from '../../../components/card-image';

interface ProjectCardProps {
  project: Project;
  onViewDetails: (id: number, opener: HTMLElement) => void;
  /** The page's URL with this card's modal open. */
  detailsHref: string;
  priorityImage?: boolean;
}

/** Image, partnership badge, title, description, status badge and View Details (docs/product.md §10, project card). */
export function ProjectCard({ project, onViewDetails, detailsHref, priorityImage = false }: ProjectCardProps) {
  const { t } = useTranslation(['common', 'catalogue']);
  const ku = useLanguageStore((state) => state.language) === 'ku';
  const title = ku ? project.titleKu : project.titleEn;
  const partnership = ku ? project.partnershipKu : project.partnership;
  const titleId = `project-card-${project.id}`;
  return (
    <article className="project-card" data-project={project.id} aria-labelledby={titleId}>
      <CardImage src={project.image} alt={title} priority={priorityImage} />
      <div className="catalogue-card__body">
        <div className="catalogue-card__badges">
          {partnership && <span className="catalogue-badge catalogue-badge--partner">{partnership}</span>}
          <span className={`catalogue-badge catalogue-badge--${statusTone(project.status)}`} data-status={project.status}>
            {statusLabel(t, project.status)}
          </span>
        </div>
        <h3 id={titleId} className="catalogue-card__title">
          <LatinRuns text={title} />
        </h3>
        <p className="catalogue-card__text">
          <LatinRuns text={ku ? project.descriptionKu : project.descriptionEn} />
        </p>
        <ViewDetailsLink titleId={titleId} opens={`project-${project.id}`} href={detailsHref} onOpen={(link) => onViewDetails(project.id, link)} />
      </div>
    </article>
  );
}
