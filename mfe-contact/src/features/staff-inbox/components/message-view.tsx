import { useRef, useState, type MouseEvent } from 'react';
import { Button } from '@azmar/kit/antd/antd-staff';
import { ApiError } from '@azmar/kit/api/api-client';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';
import { useFocusWhenLost } from '../hooks/use-focus-when-lost';
import { useMessage, useMessageChange, useMessageDeletion } from '../hooks/use-staff-messages';
import { messageDate } from '../../../lib/staff-date';
import { replyMailto } from '../model/reply-mailto';
import { HandledState } from './handled-state';

export interface MessageViewProps {
  id: number;
  csrfToken: string;
  backHref: string;
  onBack: () => void;
  onSessionEnded: () => void;
}

const isSessionGone = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * One message in full: who sent it and how to reach them, where they wrote from, its text exactly as written (text,
 * never HTML: a `<b>` in it shows as typed; a long word wraps), a reply by email with the subject in the visitor's
 * language, marking it handled or waiting, moving it to the spam folder or back, and deleting it after one question.
 */
export function MessageView({ id, csrfToken, backHref, onBack, onSessionEnded }: MessageViewProps) {
  const { t, i18n } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const message = useMessage(id, onSessionEnded);
  const change = useMessageChange(csrfToken, onSessionEnded);
  const deletion = useMessageDeletion(csrfToken, onSessionEnded, onBack);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isClickForThisPage(event)) return;
    event.preventDefault();
    onBack();
  };
  const data = message.data;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading, data !== undefined);
  const notFound = message.error instanceof ApiError && message.error.status === 404;
  const handled = data ? data.handledAt !== null : false;
  const spam = data?.folder === 'spam';

  return (
    <section className="inbox-panel" aria-labelledby="inbox-message-title" data-testid="inbox-message">
      <a className="inbox-back" href={backHref} onClick={back}>
        {t('inbox.message.back')}
      </a>
      {!data && !message.isError && (
        <p className="inbox-muted" aria-live="polite">
          {t('common:actions.loading')}
        </p>
      )}
      {message.isError && (
        <p className="inbox-notice inbox-notice--error" role="alert">
          {notFound ? t('inbox.message.notFound') : t('inbox.list.failed')}
        </p>
      )}
      {data && (
        <article className="inbox-message">
          <header className="inbox-message__head">
            <h2 id="inbox-message-title" className="inbox-panel__title inbox-wrap" dir="auto" tabIndex={-1} ref={heading}>
              {data.name}
            </h2>
            <HandledState handled={handled} />
          </header>
          <dl className="inbox-message__facts">
            <div>
              <dt>{t('inbox.list.email')}</dt>
              <dd className="inbox-wrap">
                <bdi dir="ltr">{data.email}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('inbox.message.phone')}</dt>
              <dd className="inbox-wrap">{data.phone ? <bdi dir="ltr">{data.phone}</bdi> : t('inbox.message.noPhone')}</dd>
            </div>
            <div>
              <dt>{t('inbox.list.date')}</dt>
              <dd>
                <time dateTime={data.createdAt}>{messageDate(data.createdAt, language)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('inbox.list.language')}</dt>
              <dd>{t(`inbox.languages.${data.language}`)}</dd>
            </div>
            {data.page && (
              <div>
                <dt>{t('inbox.message.page')}</dt>
                <dd data-testid="inbox-page">{t(`inbox.pages.${data.page}`)}</dd>
              </div>
            )}
            {data.about && (
              <div>
                <dt>{t('inbox.message.about')}</dt>
                <dd data-testid="inbox-about">
                  {data.about.title ? (
                    <>
                      {t(`inbox.kinds.${data.about.kind}`)}:{' '}
                      <bdi>
                        <LatinRuns text={data.about.title[language]} />
                      </bdi>
                    </>
                  ) : (
                    t('inbox.message.gone', { kind: t(`inbox.kinds.${data.about.kind}`), id: formatNumber(data.about.id, language) })
                  )}
                </dd>
              </div>
            )}
            {spam && (
              <div>
                <dt>{t('inbox.message.folder')}</dt>
                <dd data-testid="inbox-folder">
                  {t('inbox.folders.spam')}: {t(`inbox.spamReasons.${data.spamReason ?? 'staff'}`)}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('inbox.list.state')}</dt>
              <dd data-testid="inbox-handled-by">
                {data.handledAt
                  ? t('inbox.message.handledBy', { username: `\u2068${data.handledBy ?? ''}\u2069`, date: messageDate(data.handledAt, language) })
                  : t('inbox.message.notHandled')}
              </dd>
            </div>
          </dl>
          <h3 className="inbox-message__label">{t('inbox.message.text')}</h3>
          <p className="inbox-message__text inbox-wrap" dir="auto" data-testid="inbox-message-text">
            {data.message}
          </p>
          <div className="inbox-message__actions">
            {/* The subject in the visitor's language, whatever the staff member reads the inbox in. */}
            <Button
              size="large"
              type="primary"
              href={replyMailto(data.email, i18n.getFixedT(data.language, INBOX_NAMESPACE)('inbox.message.replySubject'))}
              data-testid="inbox-reply"
            >
              {t('inbox.message.reply')}
            </Button>
            <Button
              size="large"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: data.id, change: { handled: !handled } })}
              data-testid="inbox-toggle-handled"
            >
              {t(handled ? 'inbox.message.markWaiting' : 'inbox.message.markHandled')}
            </Button>
            <Button
              size="large"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: data.id, change: { folder: spam ? 'inbox' : 'spam' } })}
              data-testid="inbox-toggle-spam"
            >
              {t(spam ? 'inbox.message.moveToInbox' : 'inbox.message.moveToSpam')}
            </Button>
            <Button size="large" danger disabled={deletion.isPending} onClick={() => setConfirmingDelete(true)} data-testid="inbox-delete">
              {t('inbox.message.delete')}
            </Button>
          </div>
          {confirmingDelete && (
            <div className="inbox-confirm" role="alertdialog" aria-labelledby="inbox-delete-confirm" data-testid="inbox-delete-confirm">
              <p id="inbox-delete-confirm">{t('inbox.message.deleteConfirm')}</p>
              <div className="inbox-confirm__actions">
                <Button size="large" danger disabled={deletion.isPending} onClick={() => deletion.mutate(data.id)}>
                  {t('inbox.message.deleteYes')}
                </Button>
                <Button size="large" onClick={() => setConfirmingDelete(false)}>
                  {t('inbox.message.deleteNo')}
                </Button>
              </div>
            </div>
          )}
          {change.isError && !isSessionGone(change.error) && (
            <p className="inbox-notice inbox-notice--error" role="alert">
              {t('inbox.message.changeFailed')}
            </p>
          )}
          {deletion.isError && !isSessionGone(deletion.error) && (
            <p className="inbox-notice inbox-notice--error" role="alert">
              {t('inbox.message.deleteFailed')}
            </p>
          )}
        </article>
      )}
    </section>
  );
}
