import { RouteHero } from '../hero/route-hero';

export function ProjectsPage() {
  return <RouteHero page="projects" />;
}
