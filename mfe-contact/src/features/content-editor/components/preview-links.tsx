import { Button } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ProblemAlert } from '../../../components/problem-alert';
import { staffProblem } from '../../../lib/staff-api';
import type { useContentItem } from '../hooks/use-content-item';

/** Preview: a short-lived token from the API, and the public page in each language with the saved draft in place. */
export function PreviewLinks({ state, disabled }: { state: ReturnType<typeof useContentItem>; disabled: boolean }) {
  const { t } = useTranslation('staff');
  const preview = state.preview.data;
  return (
    <div className="staff-preview" data-testid="staff-preview">
      <Button onClick={() => state.preview.mutate()} loading={state.preview.isPending} disabled={disabled}>
        {t('content.preview')}
      </Button>
      <ProblemAlert problem={staffProblem(state.preview.error)} />
      {preview && (
        <div className="staff-stack">
          <p className="inbox-muted">{t('content.previewHelp')}</p>
          <ul className="staff-links">
            {(['en', 'ku'] as const).map((language) => (
              <li key={language}>
                <a href={preview.urls[language]} target="_blank" rel="noopener" data-testid={`staff-preview-${language}`}>
                  {t('content.previewIn', { language: t(`languages.${language}`) })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
