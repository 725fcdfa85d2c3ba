import { lazy, Suspense } from 'react';
import type { Project } from '@azmar/contract/content/project';
import { ContentGrid, type GridStateProps } from '../../../components/content-grid';
import { useOpenItem } from '../../../hooks/use-open-item';
import { MEDIA_PARAM } from '../model/project-media';
import { ProjectCard } from './project-card';

// Modal, media viewer and gallery load on first use.
const ProjectModal = lazy(() => import('./project-modal'));

/** The modal's own state in the URL, dropped when it closes. */
const PROJECT_MODAL_PARAMS = [MEDIA_PARAM];

interface ProjectsGridProps extends GridStateProps {
  /** The projects to show (already filtered on the page). */
  projects: readonly Project[] | undefined;
  /** Every loaded project, where the modal of `?project=` finds its project. */
  allProjects: readonly Project[] | undefined;
}

/** The projects grid (3 columns) and the modal of the project in `?project=`. */
export function ProjectsGrid({ projects, allProjects, ...state }: ProjectsGridProps) {
  const { openId, open, close, hrefFor, closeHref } = useOpenItem('project', PROJECT_MODAL_PARAMS);
  const opened = openId === null ? undefined : allProjects?.find((project) => project.id === openId);
  return (
    <>
      <ContentGrid
        kind="projects"
        items={projects}
        columns={3}
        {...state}
        renderCard={(project, priorityImage) => (
          <ProjectCard project={project} onViewDetails={open} detailsHref={hrefFor(project.id)} priorityImage={priorityImage} />
        )}
      />
      {opened && (
        <Suspense fallback={null}>
          <ProjectModal project={opened} onClose={close} closeHref={closeHref} />
        </Suspense>
      )}
    </>
  );
}
