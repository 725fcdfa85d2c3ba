import type { ReactNode } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import { usePageHref } from '@azmar/kit/routing/page-href';
import { buttonClass } from '@azmar/kit/ui/button';
import { CATALOGUE_NAMESPACE } from '../i18n/catalogue-namespaces';
import './content-grid.css';

/** What a page (or a home section) decides about a grid; the grids of each kind pass it through whole. */
export type GridStateProps = Pick<
  ContentGridProps<{ id: number }>,
  'isLoading' | 'isError' | 'onRetry' | 'skeletons' | 'limit' | 'empty' | 'viewAllHref' | 'columns' | 'priorityImage'
>;

interface ContentGridProps<T extends { id: number }> {
  /** Names the list for tests and styles (`data-content-list`). */
  kind: 'services' | 'projects' | 'products';
  items: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Fetches the list again (the query's refetch), offered with the error. */
  onRetry: () => void;
  /** `priorityImage`: this card's image is the first of the page's first screen (see CardImage). */
  renderCard: (item: T, priorityImage: boolean) => ReactNode;
  /** Skeleton cards while loading (docs/product.md §15). */
  skeletons: number;
  /** Columns on a wide screen (fewer on small screens). */
  columns?: 2 | 3 | 4;
  /** At most this many items (home shows the first few). */
  limit?: number;
  /** Shown instead of the grid when the loaded list is empty. */
  empty?: ReactNode;
  /** A View All link to the full page, when this grid is a preview. */
  viewAllHref?: string;
  /** The grid opens its page: its first card's image is fetched first (not on home, where it is far down). */
  priorityImage?: boolean;
}

/**
 * A grid of content cards with the states every list has: skeleton cards while it loads, a translated
 * message with Retry when it fails (inside the section, so the rest of the page stays), an empty state.
 */
export function ContentGrid<T extends { id: number }>(props: ContentGridProps<T>) {
  const { kind, items, isLoading, isError, onRetry, renderCard, skeletons, columns = 4, limit, empty, viewAllHref, priorityImage = false } = props;
  const pageHref = usePageHref();
  const { t } = useTranslation([CATALOGUE_NAMESPACE, 'common']);
  const shown = (items ?? []).slice(0, limit ?? items?.length);
  return (
    <div className="content-grid" data-content-list={kind} aria-busy={isLoading || undefined}>
      {isError && !isLoading ? (
        <div className="content-grid__error" role="alert">
          <p>{t('list.loadError')}</p>
          <button type="button" className={buttonClass('primary', true)} onClick={onRetry}>
            {t('common:remote.retry')}
          </button>
        </div>
      ) : items && shown.length === 0 && !isLoading ? (
        empty
      ) : (
        <ul className={`content-grid__items content-grid__items--${columns}`}>
          {isLoading &&
            Array.from({ length: skeletons }, (_, index) => (
              <li key={`skeleton-${index}`} className="content-grid__card content-grid__card--skeleton" aria-hidden="true" />
            ))}
          {!isLoading &&
            shown.map((item, index) => (
              <li key={item.id} className="content-grid__card">
                {renderCard(item, priorityImage && index === 0)}
              </li>
            ))}
        </ul>
      )}
      {viewAllHref && (
        <a className="content-grid__view-all" href={pageHref(viewAllHref)} onClick={(event) => handleLinkClick(event)}>
          {t('common:actions.viewAll')}
        </a>
      )}
    </div>
  );
}
