import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { buttonClass } from '@azmar/kit/ui/button';
import '@azmar/kit/remote/remote-error.css';

export type RemoteErrorKind = 'load' | 'render';

/**
 * What a broken section shows in its place: a translated title and text and a Retry button.
 * Used by the shell (a remote that cannot be loaded) and by every remote's error boundary (one that throws).
 */
export function RemoteErrorAlert({ kind, onRetry }: { kind: RemoteErrorKind; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const title = kind === 'load' ? t('remote.loadErrorTitle') : t('remote.renderErrorTitle');
  const text = kind === 'load' ? t('remote.loadErrorText') : t('remote.renderErrorText');
  return (
    <div role="alert" data-testid="remote-error" className="kit-remote-error">
      <svg className="kit-remote-error__icon" viewBox="0 0 24 24" aria-hidden="true" width="40" height="40">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 className="kit-remote-error__title">{title}</h2>
      <p className="kit-remote-error__text">{text}</p>
      <button type="button" className={buttonClass()} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
