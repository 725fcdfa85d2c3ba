import type { Project } from '@azmar/contract/content/project';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { statusTone } from '../../../lib/badge-tones';
import { DetailDialog } from '../../../components/detail-dialog';
import { QuoteLink } from '../../../components/quote-link';
import { sectorLabel, statusLabel } from '@azmar/kit/i18n/content-labels';
import { CATALOGUE_MODALS_NAMESPACE, registerCatalogueModalTexts } from '../../../i18n/register-catalogue-modal-texts';
import { statisticsLayout } from '../model/project-statistics-layout';
import { ProjectInterviews } from './project-interviews';
import { ProjectMediaViewer } from './project-media-viewer';
import { ProjectStatisticsList } from './project-statistics-list';
import './project-modal.css';

registerCatalogueModalTexts();

interface ProjectModalProps {
  project: Project;
  onClose: () => void;
  /** The page's URL without the modal: where its close controls link to. */
  closeHref: string;
}

/** Title, description, badges, media viewer and gallery, statistics, interviews and overview of one project. */
export default function ProjectModal({ project, onClose, closeHref }: ProjectModalProps) {
  const { t } = useTranslation([CATALOGUE_MODALS_NAMESPACE, 'catalogue']);
  const ku = useLanguageStore((state) => state.language) === 'ku';
  const titleId = `project-modal-${project.id}`;
  const partnership = ku ? project.partnershipKu : project.partnership;
  const layout = statisticsLayout(project.statistics);
  const overview = ku ? project.statistics?.overviewKu : project.statistics?.overview;
  return (
    <DetailDialog kind="project" labelledBy={titleId} onClose={onClose} closeHref={closeHref}>
      <h2 id={titleId} className="detail-dialog__title">
        <LatinRuns text={ku ? project.titleKu : project.titleEn} />
      </h2>
      <p className="detail-dialog__caption">
        <LatinRuns text={ku ? project.descriptionKu : project.descriptionEn} />
      </p>
      <div className="catalogue-card__badges project-modal__badges">
        <span className={`catalogue-badge catalogue-badge--${statusTone(project.status)}`} data-status={project.status}>
          {statusLabel(t, project.status)}
        </span>
        {partnership && <span className="catalogue-badge catalogue-badge--partner">{partnership}</span>}
        <span className="catalogue-badge catalogue-badge--grey" data-sector={project.sector}>
          {t('project.sector', { sector: sectorLabel(t, project.sector) })}
        </span>
      </div>

      {/* The equestrian club's gallery opens on its first video, playing muted (docs/product.md §10). */}
      <ProjectMediaViewer project={project} opensOnVideo={layout === 'equestrian'} />

      {layout && project.statistics && (
        <section className="detail-dialog__section" data-part="statistics" data-layout={layout}>
          <h3>{t('project.statistics')}</h3>
          <ProjectStatisticsList statistics={project.statistics} />
        </section>
      )}

      {project.interviews && project.interviews.length > 0 && <ProjectInterviews interviews={project.interviews} />}

      {overview && (
        <section className="detail-dialog__section" data-part="overview">
          <h3>{t('project.overview')}</h3>
          <p className="project-modal__overview">
            <LatinRuns text={overview} />
          </p>
        </section>
      )}
      <div className="detail-dialog__actions">
        <QuoteLink about={{ kind: 'project', id: project.id }} />
      </div>
    </DetailDialog>
  );
}
