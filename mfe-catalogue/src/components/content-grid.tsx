import type { ContentCopy } from '@azmar/contract/content/content-copy';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import './content-grid.css';

/** What the grid shows of any content item (services, projects and products alike). */
export type ContentItem = Pick<ContentCopy, 'id' | 'titleEn' | 'titleKu' | 'image'>;

interface ContentGridProps {
  /** Names the list for tests and styles (`data-content-list`). */
  kind: 'services' | 'projects' | 'products';
  items: readonly ContentItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** At most this many items (home shows the first few). */
  limit?: number;
  /** Skeleton cards while loading (spec section 9). */
  skeletons: number;
  /** A View All link to the full page, when this grid is a preview. */
  viewAllHref?: string;
}

/**
 * A grid of content items: image and title in the current language, skeleton cards while the list loads,
 * the generic error text if it fails. The catalogue's pages and the sections home shows share it, and
 * read the same cached lists.
 */
export function ContentGrid({ kind, items, isLoading, isError, limit, skeletons, viewAllHref }: ContentGridProps) {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  const shown = (items ?? []).slice(0, limit ?? items?.length);
  return (
    <div className="content-grid" data-content-list={kind} aria-busy={isLoading || undefined}>
      {isError && <p role="alert">{t('errors.generic')}</p>}
      <ul className="content-grid__items">
        {isLoading &&
          Array.from({ length: skeletons }, (_, index) => (
            <li key={`skeleton-${index}`} className="content-grid__card content-grid__card--skeleton" aria-hidden="true" />
          ))}
        {shown.map((item) => (
          <li key={item.id} className="content-grid__card">
            <img className="content-grid__image" src={item.image} alt="" width={400} height={250} loading="lazy" decoding="async" />
            <h3 className="content-grid__title">{language === 'ku' ? item.titleKu : item.titleEn}</h3>
          </li>
        ))}
      </ul>
      {viewAllHref && (
        <a className="content-grid__view-all" href={viewAllHref} onClick={(event) => handleLinkClick(event)}>
          {t('actions.viewAll')}
        </a>
      )}
    </div>
  );
}
