import { RouteHero } from '@azmar/kit/ui/route-hero.tsx';
import { CATALOGUE_NAMESPACE, CATALOGUE_PAGES_NAMESPACE } from '../i18n/catalogue-namespaces';
import type { MouseEvent } from 'react';
import { useProducts } from '@azmar/kit/api/content-queries';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { buttonClass } from '@azmar/kit/ui/button';
import { usePageUrl } from '../hooks/use-page-url';
import { FilterButtons } from '../components/filter-buttons';
import { categoryLabel } from '@azmar/kit/i18n/content-labels';
import { ListHeading } from '../components/list-heading';
import { ProductCategoriesOverview } from '../features/products/components/product-categories-overview';
import { ProductSearchBox, SEARCH_PARAM } from '../features/products/components/product-search-box';
import { ProductsGrid } from '../features/products/components/products-grid';
import { QualityStrip } from '../features/products/components/quality-strip';
import { ALL, filterProducts, productCategories } from '../features/products/model/product-search';
import { resultsLine } from '../features/products/model/results-line';
import '../components/catalogue-pages.css';

export function ProductsPage() {
  const { t } = useTranslation([CATALOGUE_PAGES_NAMESPACE, 'catalogue']);
  const language = useLanguageStore((state) => state.language);
  const { data, isPending, isError, refetch } = useProducts();
  // In the URL, so a filtered view can be shared and Back/Forward walk through it.
  const [search, setSearch] = useQueryState(SEARCH_PARAM, '', { history: 'replace' });
  const [, pushSearch] = useQueryState(SEARCH_PARAM, '', { history: 'push' });
  const [category, setCategory] = useQueryState('category', ALL, { history: 'push' });
  const filtered = data ? filterProducts(data, { search, category }) : undefined;
  const activeSearch = search.trim();
  const url = usePageUrl();
  const clearFilters = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isClickForThisPage(event)) return;
    event.preventDefault();
    setCategory(ALL);
    setSearch('');
  };
  return (
    <>
      <RouteHero namespace={CATALOGUE_NAMESPACE} page="products" />
      <ListHeading page="products" />
      <div className="catalogue-toolbar">
        <ProductSearchBox
          value={search}
          // The first letter of a search is a history entry (Back returns to the unfiltered list); typing on refines it in place.
          onChange={(next) => (search === '' ? pushSearch(next) : setSearch(next))}
        />
        <FilterButtons
          name="category"
          label={t('products.filters.categoryLabel')}
          options={[
            { value: ALL, label: t('products.filters.all') },
            ...productCategories(data ?? []).map((value) => ({ value, label: categoryLabel(t, value) })),
          ]}
          value={category}
          onChange={setCategory}
        />
        {data && filtered && (
          <p className="catalogue-results" data-part="results" aria-live="polite">
            {resultsLine(
              {
                showing: t('products.results.showing'),
                inCategory: t('products.results.inCategory'),
                matching: t('products.results.matching'),
              },
              {
                shown: formatNumber(filtered.length, language),
                total: formatNumber(data.length, language),
                category: category === ALL ? null : categoryLabel(t, category),
                search,
              },
            )}
          </p>
        )}
      </div>
      <ProductsGrid
        products={filtered}
        isLoading={isPending}
        isError={isError}
        onRetry={() => void refetch()}
        skeletons={8}
        priorityImage
        empty={
          <div className="catalogue-empty" data-part="empty">
            <h2>{t('products.empty.title')}</h2>
            <p>{activeSearch ? t('products.empty.searchText', { term: activeSearch }) : t('products.empty.filterText')}</p>
            <a href={url.hrefWith({ [SEARCH_PARAM]: null, category: null })} className={buttonClass('primary', true)} onClick={clearFilters}>
              {t('products.empty.clear')}
            </a>
          </div>
        }
      />
      <ProductCategoriesOverview />
      <QualityStrip />
    </>
  );
}
