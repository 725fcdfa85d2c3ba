import type { HTMLAttributes, MouseEvent } from 'react';
import type { StaffFolder, StaffMessage } from '@azmar/contract/content/staff-inbox';
import { Table, Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { INBOX_NAMESPACE } from '../../../i18n/contact-texts';
import { messageDate } from '../../../lib/staff-date';
import { HandledState } from './handled-state';

// What a visitor typed (a 100-letter name) breaks where it must rather than widening the table (F16).
const wrap = () => ({ style: { overflowWrap: 'anywhere' } }) as HTMLAttributes<HTMLElement>;

/**
 * One page of messages as a table: on a phone its names and states only, on a tablet their dates too (the message shows
 * the rest), so it fits without scrolling sideways. Each name links to the message's own
 * URL, so it opens in a new tab too; a plain click opens it in place. Everything a visitor wrote is text, never HTML.
 * In the spam folder the last column says why a message is there.
 */
export function MessageTable({ messages, folder, onOpen }: { messages: readonly StaffMessage[]; folder: StaffFolder; onOpen: (id: number) => void }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const open = (id: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isClickForThisPage(event)) return;
    event.preventDefault();
    onOpen(id);
  };
  const last =
    folder === 'spam'
      ? {
          key: 'spamReason',
          title: t('inbox.list.spamReason'),
          onCell: () => ({ 'data-testid': 'inbox-spam-reason' }) as HTMLAttributes<HTMLElement>,
          render: (_: unknown, message: StaffMessage) => t(`inbox.spamReasons.${message.spamReason ?? 'staff'}`),
        }
      : { key: 'state', title: t('inbox.list.state'), render: (_: unknown, message: StaffMessage) => <HandledState handled={message.handledAt !== null} /> };
  return (
    <Table<StaffMessage>
      rowKey="id"
      dataSource={[...messages]}
      pagination={false}
      aria-label={t('inbox.list.label')}
      data-testid="inbox-table"
      onRow={(message) => ({ 'data-testid': 'inbox-row', 'data-message-id': message.id }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'name',
          title: t('inbox.list.name'),
          rowScope: 'row',
          onCell: wrap,
          render: (_, message) => (
            <Typography.Link
              href={`/staff?lang=${language}${folder === 'spam' ? '&folder=spam' : ''}&message=${message.id}`}
              onClick={open(message.id)}
              dir="auto"
            >
              {message.name}
            </Typography.Link>
          ),
        },
        { key: 'email', title: t('inbox.list.email'), responsive: ['md'], render: (_, message) => <bdi dir="ltr">{message.email}</bdi> },
        {
          key: 'date',
          title: t('inbox.list.date'),
          responsive: ['sm'],
          render: (_, message) => <time dateTime={message.createdAt}>{messageDate(message.createdAt, language)}</time>,
        },
        { key: 'language', title: t('inbox.list.language'), responsive: ['md'], render: (_, message) => t(`inbox.languages.${message.language}`) },
        last,
      ]}
    />
  );
}
