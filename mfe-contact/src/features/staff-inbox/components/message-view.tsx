import { useRef, useState, type MouseEvent } from 'react';
import { Alert, Button, Card, Flex, Typography } from '@azmar/kit/antd/antd-staff';
import { ApiError } from '@azmar/kit/api/api-client';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { isClickForThisPage } from '@azmar/kit/routing/navigate';
import { INBOX_NAMESPACE } from '../../../i18n/contact-texts';
import { useFocusWhenLost } from '../hooks/use-focus-when-lost';
import { useMessage, useMessageChange, useMessageDeletion } from '../hooks/use-staff-messages';
import { replyMailto } from '../model/reply-mailto';
import { ConfirmAlert } from './confirm-alert';
import { HandledState } from './handled-state';
import { MessageFacts } from './message-facts';

export interface MessageViewProps {
  id: number;
  backHref: string;
  onBack: () => void;
}

// What a visitor typed, however long its words (a 100-letter name, a 5,000-letter message without a space): broken
// where it must be, never widening the page (F16).
const WRAP = { overflowWrap: 'anywhere', minWidth: 0, maxWidth: '100%' } as const;
const WHOLE = { width: '100%', minWidth: 0 } as const;

/**
 * One message in full: who sent it and how to reach them, where they wrote from, its text exactly as written (text,
 * never HTML: a `<b>` in it shows as typed; a long word wraps), a reply by email with the subject in the visitor's
 * language, marking it handled or waiting, moving it to the spam folder or back, and deleting it after one question.
 */
export function MessageView({ id, backHref, onBack }: MessageViewProps) {
  const { t, i18n } = useTranslation(INBOX_NAMESPACE);
  const message = useMessage(id);
  const change = useMessageChange();
  const deletion = useMessageDeletion(onBack);
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
    <Card role="region" aria-labelledby="inbox-message-title" data-testid="inbox-message">
      <Flex vertical gap="middle" align="start">
        <Typography.Link href={backHref} onClick={back}>
          {t('inbox.message.back')}
        </Typography.Link>
        {!data && !message.isError && <Typography.Text aria-live="polite">{t('common:actions.loading')}</Typography.Text>}
        {message.isError && <Alert type="error" title={notFound ? t('inbox.message.notFound') : t('inbox.list.failed')} />}
        {data && (
          <Flex component="article" vertical gap="middle" style={WHOLE}>
            <Flex wrap align="center" gap="small">
              <Typography.Title level={2} id="inbox-message-title" dir="auto" tabIndex={-1} ref={heading} style={{ margin: 0, ...WRAP }}>
                {data.name}
              </Typography.Title>
              <HandledState handled={handled} />
            </Flex>
            <MessageFacts message={data} />
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('inbox.message.text')}
            </Typography.Title>
            {/* As the visitor wrote it: their line breaks kept, long words broken rather than the page widened. */}
            <Card size="small" style={{ background: 'var(--azmar-surface)' }}>
              <Typography.Paragraph dir="auto" data-testid="inbox-message-text" style={{ margin: 0, whiteSpace: 'pre-wrap', ...WRAP }}>
                {data.message}
              </Typography.Paragraph>
            </Card>
            <Flex wrap gap="small">
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
            </Flex>
            {confirmingDelete && (
              <ConfirmAlert
                id="inbox-delete-confirm"
                question={t('inbox.message.deleteConfirm')}
                yes={t('inbox.message.deleteYes')}
                no={t('inbox.message.deleteNo')}
                busy={deletion.isPending}
                onYes={() => deletion.mutate(data.id)}
                onNo={() => setConfirmingDelete(false)}
              />
            )}
            {change.isError && <Alert type="error" title={t('inbox.message.changeFailed')} />}
            {deletion.isError && <Alert type="error" title={t('inbox.message.deleteFailed')} />}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
