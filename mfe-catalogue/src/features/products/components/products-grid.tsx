import { useProducts } from '@azmar/kit/api/content-queries';
import { ContentGrid } from '../../../components/content-grid';

/** Products, all of them or the first `limit` (home shows 8); `skeletons` while loading (page 8, home 4). */
export function ProductsGrid({ limit, skeletons, viewAllHref }: { limit?: number; skeletons: number; viewAllHref?: string }) {
  const { data, isPending, isError } = useProducts();
  return <ContentGrid kind="products" items={data} isLoading={isPending} isError={isError} limit={limit} skeletons={skeletons} viewAllHref={viewAllHref} />;
}
