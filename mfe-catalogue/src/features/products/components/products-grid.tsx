import type { Product } from '@azmar/contract/content/product';
import { ContentGrid, type GridStateProps } from '../../../components/content-grid';
import { ProductCard } from './product-card';

interface ProductsGridProps extends GridStateProps {
  products: readonly Product[] | undefined;
}

/** The products grid, 4 columns on a wide screen. */
export function ProductsGrid({ products, ...state }: ProductsGridProps) {
  return (
    <ContentGrid
      kind="products"
      items={products}
      columns={4}
      {...state}
      renderCard={(product, priorityImage) => <ProductCard product={product} priorityImage={priorityImage} />}
    />
  );
}
