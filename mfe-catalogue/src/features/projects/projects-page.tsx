import { RouteHero } from '../../components/route-hero';
import { ProjectsGrid } from './components/projects-grid';

export function ProjectsPage() {
  return (
    <>
      <RouteHero page="projects" />
      <ProjectsGrid skeletons={6} />
    </>
  );
}
