import { useRef } from 'react';
import { Alert, Button, Flex, Typography } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { ListPager } from '../../../components/list-pager';
import { StaffPanel } from '../../../components/staff-panel';
import { INBOX_NAMESPACE } from '../../../i18n/contact-texts';
import { useFocusWhenLost } from '../hooks/use-focus-when-lost';
import { useMessagePage } from '../hooks/use-staff-messages';
import { exportUrl, pageCount, type InboxFilters } from '../model/inbox-filters';
import { InboxFiltersForm } from './inbox-filters-form';
import { MessageTable } from './message-table';
import { VisitorErasure } from './visitor-erasure';

export interface MessageListProps {
  filters: InboxFilters;
  onFilters: (next: Partial<Omit<InboxFilters, 'page'>>) => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

/**
 * The list: the folder, search and filters, how many match, the CSV of them, one page of messages and the page
 * controls; below it, erasing one visitor's messages at their request.
 */
export function MessageList({ filters, onFilters, onPage, onOpen }: MessageListProps) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const page = useMessagePage(filters);
  const data = page.data;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading, true);
  return (
    <StaffPanel id="inbox-list-title" title={t('inbox.list.label')} testId="inbox-list" headingRef={heading}>
      <InboxFiltersForm filters={filters} onChange={onFilters} />
      <Flex wrap align="center" justify="space-between" gap="small">
        <Typography.Text strong aria-live="polite" data-testid="inbox-count">
          {data ? t('inbox.list.count', { n: formatNumber(data.total, language) }) : page.isError ? '' : t('inbox.list.loading')}
        </Typography.Text>
        <Button size="large" href={exportUrl(filters, language)} download data-testid="inbox-export">
          <LatinRuns text={t('inbox.export')} />
        </Button>
      </Flex>
      {page.isError && !data && (
        <Alert
          type="error"
          title={t('inbox.list.failed')}
          action={
            <Button size="large" onClick={() => void page.refetch()}>
              {t('inbox.list.retry')}
            </Button>
          }
        />
      )}
      {data && data.items.length === 0 && <Alert type="info" role="status" title={t('inbox.list.empty')} data-testid="inbox-empty" />}
      {data && data.items.length > 0 && (
        <>
          <div aria-busy={page.isFetching}>
            <MessageTable messages={data.items} folder={filters.folder} onOpen={onOpen} />
          </div>
          <ListPager page={data.page} pages={pageCount(data.total, data.pageSize)} onPage={onPage} />
        </>
      )}
      <VisitorErasure />
    </StaffPanel>
  );
}
