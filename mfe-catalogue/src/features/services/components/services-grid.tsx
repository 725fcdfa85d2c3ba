import { useServices } from '@azmar/kit/api/content-queries';
import { ContentGrid } from '../../../components/content-grid';

/** Every service, in the spec's sector order (the API sends them so). */
export function ServicesGrid({ viewAllHref }: { viewAllHref?: string }) {
  const { data, isPending, isError } = useServices();
  return <ContentGrid kind="services" items={data} isLoading={isPending} isError={isError} skeletons={4} viewAllHref={viewAllHref} />;
}
