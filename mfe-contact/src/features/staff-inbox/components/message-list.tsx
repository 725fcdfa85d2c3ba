import { useRef } from 'react';
import { Button } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { ListPager } from '../../../components/list-pager';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';
import { useFocusWhenLost } from '../hooks/use-focus-when-lost';
import { useMessagePage } from '../hooks/use-staff-messages';
import { exportUrl, pageCount, type InboxFilters } from '../model/inbox-filters';
import { InboxFiltersForm } from './inbox-filters-form';
import { MessageTable } from './message-table';
import { VisitorErasure } from './visitor-erasure';

export interface MessageListProps {
  filters: InboxFilters;
  csrfToken: string;
  onFilters: (next: Partial<Omit<InboxFilters, 'page'>>) => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  onSessionEnded: () => void;
}

/**
 * The list: the folder, search and filters, how many match, the CSV of them, one page of messages and the page
 * controls; below it, erasing one visitor's messages at their request.
 */
export function MessageList({ filters, csrfToken, onFilters, onPage, onOpen, onSessionEnded }: MessageListProps) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const page = useMessagePage(filters, onSessionEnded);
  const data = page.data;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading, true);
  return (
    <section className="inbox-panel" aria-labelledby="inbox-list-title" data-testid="inbox-list">
      <h2 id="inbox-list-title" className="inbox-panel__title" tabIndex={-1} ref={heading}>
        {t('inbox.list.label')}
      </h2>
      <InboxFiltersForm filters={filters} onChange={onFilters} />
      <div className="inbox-summary">
        <p className="inbox-summary__count" aria-live="polite" data-testid="inbox-count">
          {data ? t('inbox.list.count', { n: formatNumber(data.total, language) }) : page.isError ? '' : t('inbox.list.loading')}
        </p>
        <Button size="large" href={exportUrl(filters, language)} download data-testid="inbox-export">
          <LatinRuns text={t('inbox.export')} />
        </Button>
      </div>
      {page.isError && !data && (
        <div className="inbox-notice inbox-notice--error" role="alert">
          <p>{t('inbox.list.failed')}</p>
          <Button size="large" onClick={() => void page.refetch()}>
            {t('inbox.list.retry')}
          </Button>
        </div>
      )}
      {data && data.items.length === 0 && (
        <p className="inbox-notice" data-testid="inbox-empty">
          {t('inbox.list.empty')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <div aria-busy={page.isFetching}>
            <MessageTable messages={data.items} folder={filters.folder} onOpen={onOpen} />
          </div>
          <ListPager page={data.page} pages={pageCount(data.total, data.pageSize)} onPage={onPage} />
        </>
      )}
      <VisitorErasure csrfToken={csrfToken} onSessionEnded={onSessionEnded} />
    </section>
  );
}
