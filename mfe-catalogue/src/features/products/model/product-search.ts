import type { Product } from '@azmar/contract/content/product';

export const ALL = 'all';

type Searchable = Pick<Product, 'titleEn' | 'titleKu' | 'descriptionEn' | 'descriptionKu'> & { category: string };

/** docs/product.md §8: a case-insensitive substring of the English or Kurdish title or description. A blank term matches all. */
export function matchesSearch(product: Searchable, search: string): boolean {
  const term = search.trim().toLocaleLowerCase();
  if (term === '') return true;
  return [product.titleEn, product.titleKu, product.descriptionEn, product.descriptionKu].some((text) => text.toLocaleLowerCase().includes(term));
}

/** Category and search combine with AND. */
export function filterProducts<T extends Searchable>(products: readonly T[], filters: { search: string; category: string }): T[] {
  return products.filter((product) => (filters.category === ALL || product.category === filters.category) && matchesSearch(product, filters.search));
}

/** The distinct categories of the loaded products, in the order they first appear. */
export function productCategories(products: readonly { category: string }[]): string[] {
  return [...new Set(products.map((product) => product.category))];
}
