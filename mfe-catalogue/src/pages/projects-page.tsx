import { RouteHero } from '@azmar/kit/ui/route-hero.tsx';
import { CATALOGUE_NAMESPACE, CATALOGUE_PAGES_NAMESPACE } from '../i18n/catalogue-namespaces';
import { useProjects } from '@azmar/kit/api/content-queries';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { FilterButtons } from '../components/filter-buttons';
import { sectorLabel, statusLabel } from '@azmar/kit/i18n/content-labels';
import { ListHeading } from '../components/list-heading';
import { ProjectsCallToAction } from '../features/projects/components/projects-call-to-action';
import { ProjectsGrid } from '../features/projects/components/projects-grid';
import { StrategicPartnerships } from '../features/projects/components/strategic-partnerships';
import { ALL, filterProjects, projectSectors, STATUS_FILTERS } from '../features/projects/model/project-filters';
import '../components/catalogue-pages.css';

export function ProjectsPage() {
  const { t } = useTranslation([CATALOGUE_PAGES_NAMESPACE, 'catalogue']);
  const { data, isPending, isError, refetch } = useProjects();
  // In the URL, so a filtered view can be shared and Back/Forward walk through the choices.
  const [status, setStatus] = useQueryState('status', ALL, { history: 'push' });
  const [sector, setSector] = useQueryState('sector', ALL, { history: 'push' });
  const filtered = data ? filterProjects(data, { status, sector }) : undefined;
  const all = t('projects.filters.all');
  return (
    <>
      <RouteHero namespace={CATALOGUE_NAMESPACE} page="projects" />
      <ListHeading page="projects" />
      <div className="catalogue-toolbar">
        <FilterButtons
          name="status"
          label={t('projects.filters.statusLabel')}
          options={STATUS_FILTERS.map((value) => ({ value, label: value === ALL ? all : statusLabel(t, value) }))}
          value={status}
          onChange={setStatus}
        />
        <FilterButtons
          name="sector"
          label={t('projects.filters.sectorLabel')}
          options={[{ value: ALL, label: all }, ...projectSectors(data ?? []).map((value) => ({ value, label: sectorLabel(t, value) }))]}
          value={sector}
          onChange={setSector}
        />
      </div>
      <ProjectsGrid
        projects={filtered}
        allProjects={data}
        isLoading={isPending}
        isError={isError}
        onRetry={() => void refetch()}
        skeletons={6}
        priorityImage
        empty={
          <div className="catalogue-empty" data-part="empty">
            <h2>{t('projects.empty.title')}</h2>
            <p>{t('projects.empty.text')}</p>
          </div>
        }
      />
      <StrategicPartnerships />
      <ProjectsCallToAction />
    </>
  );
}
