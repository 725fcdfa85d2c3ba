import type { MissingFields as Missing } from '@azmar/contract/staff/content-items';
import { Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';

/** The fields still empty, per language, by their paths (`titleKu`, `gallery[1].captionKu`): what a publish would show empty. */
export function MissingFields({ missing }: { missing: Missing }) {
  const { t } = useTranslation('staff');
  if (missing.en.length === 0 && missing.ku.length === 0) return <p data-testid="staff-missing-none">{t('content.missingNone')}</p>;
  return (
    <Typography data-testid="staff-missing">
      {(['en', 'ku'] as const).map(
        (language) =>
          missing[language].length > 0 && (
            <div key={language} data-testid={`staff-missing-${language}`}>
              <Typography.Title level={4}>{t('content.missingIn', { language: t(`languages.${language}`) })}</Typography.Title>
              <ul>
                {missing[language].map((field) => (
                  <li key={field}>
                    <code dir="ltr">{field}</code>
                  </li>
                ))}
              </ul>
            </div>
          ),
      )}
    </Typography>
  );
}
