import type { StaffMessage } from '@azmar/contract/content/staff-inbox';
import { Descriptions } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { INBOX_NAMESPACE } from '../../../i18n/contact-texts';
import { messageDate } from '../../../lib/staff-date';

// An address or a number a visitor typed breaks where it must rather than widening the page (F16).
const WRAP = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** Who sent a message and how to reach them, when, in which language, from which page about what, and its state. */
export function MessageFacts({ message }: { message: StaffMessage }) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const kind = message.about ? t(`inbox.kinds.${message.about.kind}`) : '';
  const items = [
    { key: 'email', label: t('inbox.list.email'), children: <bdi dir="ltr">{message.email}</bdi> },
    { key: 'phone', label: t('inbox.message.phone'), children: message.phone ? <bdi dir="ltr">{message.phone}</bdi> : t('inbox.message.noPhone') },
    { key: 'date', label: t('inbox.list.date'), children: <time dateTime={message.createdAt}>{messageDate(message.createdAt, language)}</time> },
    { key: 'language', label: t('inbox.list.language'), children: t(`inbox.languages.${message.language}`) },
    message.page && { key: 'page', label: t('inbox.message.page'), children: <span data-testid="inbox-page">{t(`inbox.pages.${message.page}`)}</span> },
    message.about && {
      key: 'about',
      label: t('inbox.message.about'),
      children: (
        <span data-testid="inbox-about">
          {message.about.title ? (
            <>
              {kind}:{' '}
              <bdi>
                <LatinRuns text={message.about.title[language]} />
              </bdi>
            </>
          ) : (
            t('inbox.message.gone', { kind, id: formatNumber(message.about.id, language) })
          )}
        </span>
      ),
    },
    message.folder === 'spam' && {
      key: 'folder',
      label: t('inbox.message.folder'),
      children: (
        <span data-testid="inbox-folder">
          {t('inbox.folders.spam')}: {t(`inbox.spamReasons.${message.spamReason ?? 'staff'}`)}
        </span>
      ),
    },
    {
      key: 'state',
      label: t('inbox.list.state'),
      children: (
        <span data-testid="inbox-handled-by">
          {message.handledAt
            ? t('inbox.message.handledBy', { username: `\u2068${message.handledBy ?? ''}\u2069`, date: messageDate(message.handledAt, language) })
            : t('inbox.message.notHandled')}
        </span>
      ),
    },
  ].filter((item) => !!item);
  return <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} layout="vertical" items={items} styles={{ content: WRAP }} />;
}
