import { useRef, type MouseEvent } from 'react';
import { ApiError } from '@azmar/kit/api/api-client';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { INBOX_NAMESPACE } from '../../../i18n/register-contact-texts';
import { useFocusWhenLost } from '../hooks/use-focus-when-lost';
import { useHandledChange, useMessage } from '../hooks/use-staff-messages';
import { messageDate } from '../model/message-date';
import { replyMailto } from '../model/reply-mailto';
import { HandledState } from './handled-state';

export interface MessageViewProps {
  id: number;
  csrfToken: string;
  backHref: string;
  onBack: () => void;
  onSessionEnded: () => void;
}

/**
 * One message in full: who sent it and how to reach them, its text exactly as written (text, never HTML: a `<b>`
 * in it shows as typed), a reply by email with the subject filled in, and marking it handled or waiting again.
 */
export function MessageView({ id, csrfToken, backHref, onBack, onSessionEnded }: MessageViewProps) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const message = useMessage(id, onSessionEnded);
  const change = useHandledChange(csrfToken, onSessionEnded);
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
            <h2 id="inbox-message-title" className="inbox-panel__title" dir="auto" tabIndex={-1} ref={heading}>
              {data.name}
            </h2>
            <HandledState handled={handled} />
          </header>
          <dl className="inbox-message__facts">
            <div>
              <dt>{t('inbox.list.email')}</dt>
              <dd>
                <bdi dir="ltr">{data.email}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('inbox.message.phone')}</dt>
              <dd>{data.phone ? <bdi dir="ltr">{data.phone}</bdi> : t('inbox.message.noPhone')}</dd>
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
            <div>
              <dt>{t('inbox.list.state')}</dt>
              <dd data-testid="inbox-handled-by">
                {data.handledAt
                  ? t('inbox.message.handledBy', { username: data.handledBy ?? '', date: messageDate(data.handledAt, language) })
                  : t('inbox.message.notHandled')}
              </dd>
            </div>
          </dl>
          <h3 className="inbox-message__label">{t('inbox.message.text')}</h3>
          <p className="inbox-message__text" dir="auto" data-testid="inbox-message-text">
            {data.message}
          </p>
          <div className="inbox-message__actions">
            <a className="inbox-button inbox-button--primary" href={replyMailto(data.email, t('inbox.message.replySubject'))} data-testid="inbox-reply">
              {t('inbox.message.reply')}
            </a>
            <button
              type="button"
              className="inbox-button inbox-button--quiet"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: data.id, handled: !handled })}
              data-testid="inbox-toggle-handled"
            >
              {t(handled ? 'inbox.message.markWaiting' : 'inbox.message.markHandled')}
            </button>
          </div>
          {change.isError && !(change.error instanceof ApiError && change.error.status === 401) && (
            <p className="inbox-notice inbox-notice--error" role="alert">
              {t('inbox.message.changeFailed')}
            </p>
          )}
        </article>
      )}
    </section>
  );
}
