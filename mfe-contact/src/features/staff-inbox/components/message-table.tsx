import type { MouseEvent } from 'react';
import type { StaffFolder, StaffMessage } from '@azmar/contract/content/staff-inbox';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';
import { messageDate } from '../../../lib/staff-date';
import { HandledState } from './handled-state';
import '@azmar/kit/theme/visually-hidden.css';

/**
 * One page of messages as a table (a list of cards on a phone). Each name links to the message's own URL, so it
 * opens in a new tab too; a plain click opens it in place. Everything a visitor wrote is text, never HTML. In the
 * spam folder the last column says why a message is there.
 */
export function MessageTable({ messages, folder, onOpen }: { messages: readonly StaffMessage[]; folder: StaffFolder; onOpen: (id: number) => void }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const open = (id: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isClickForThisPage(event)) return;
    event.preventDefault();
    onOpen(id);
  };
  const columns = ['name', 'email', 'date', 'language', folder === 'spam' ? 'spamReason' : 'state'] as const;
  return (
    <table className="inbox-table" data-testid="inbox-table">
      <caption className="azmar-visually-hidden">{t('inbox.list.label')}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`inbox.list.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id} data-testid="inbox-row" data-message-id={message.id}>
            <th scope="row" data-label={t('inbox.list.name')}>
              <a href={`/staff?lang=${language}${folder === 'spam' ? '&folder=spam' : ''}&message=${message.id}`} onClick={open(message.id)} dir="auto">
                {message.name}
              </a>
            </th>
            <td data-label={t('inbox.list.email')}>
              <bdi dir="ltr">{message.email}</bdi>
            </td>
            <td data-label={t('inbox.list.date')}>
              <time dateTime={message.createdAt}>{messageDate(message.createdAt, language)}</time>
            </td>
            <td data-label={t('inbox.list.language')}>{t(`inbox.languages.${message.language}`)}</td>
            {folder === 'spam' ? (
              <td data-label={t('inbox.list.spamReason')} data-testid="inbox-spam-reason">
                {t(`inbox.spamReasons.${message.spamReason ?? 'staff'}`)}
              </td>
            ) : (
              <td data-label={t('inbox.list.state')}>
                <HandledState handled={message.handledAt !== null} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
