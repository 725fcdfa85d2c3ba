import { useProjects } from '@azmar/kit/api/content-queries';
import { ContentGrid } from '../../../components/content-grid';

/** Projects, all of them or the first `limit` (home shows 4); `skeletons` while loading (page 6, home 4). */
export function ProjectsGrid({ limit, skeletons, viewAllHref }: { limit?: number; skeletons: number; viewAllHref?: string }) {
  const { data, isPending, isError } = useProjects();
  return <ContentGrid kind="projects" items={data} isLoading={isPending} isError={isError} limit={limit} skeletons={skeletons} viewAllHref={viewAllHref} />;
}
