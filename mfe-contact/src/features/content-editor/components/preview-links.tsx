import { Button, Flex, Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ProblemAlert } from '../../../components/problem-alert';
import { staffProblem } from '../../../lib/staff-api';
import type { useContentItem } from '../hooks/use-content-item';

/** Preview: a short-lived token from the API, and the public page in each language with the saved draft in place. */
export function PreviewLinks({ state, disabled }: { state: ReturnType<typeof useContentItem>; disabled: boolean }) {
  const { t } = useTranslation('staff');
  const preview = state.preview.data;
  return (
    <Flex vertical gap="small" align="start" data-testid="staff-preview">
      <Button onClick={() => state.preview.mutate()} loading={state.preview.isPending} disabled={disabled}>
        {t('content.preview')}
      </Button>
      <ProblemAlert problem={staffProblem(state.preview.error)} />
      {preview && (
        <Typography>
          <Typography.Text type="secondary">{t('content.previewHelp')}</Typography.Text>
          <ul>
            {(['en', 'ku'] as const).map((language) => (
              <li key={language}>
                <a href={preview.urls[language]} target="_blank" rel="noopener" data-testid={`staff-preview-${language}`}>
                  {t('content.previewIn', { language: t(`languages.${language}`) })}
                </a>
              </li>
            ))}
          </ul>
        </Typography>
      )}
    </Flex>
  );
}
