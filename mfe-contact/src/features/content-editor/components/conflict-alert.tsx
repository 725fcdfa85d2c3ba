import { Alert, Button, Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import type { StaffProblem } from '../../../lib/staff-api';

/** A change refused because someone else changed the item first: the API's words name who and when; nothing was overwritten. */
export function ConflictAlert({ problem, onReload }: { problem: StaffProblem; onReload: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="staff-conflict"
      title={t('content.conflictTitle')}
      description={
        <>
          <Typography.Paragraph strong>{problem.message}</Typography.Paragraph>
          <Typography.Paragraph>{t('content.conflictHelp')}</Typography.Paragraph>
        </>
      }
      action={<Button onClick={onReload}>{t('reload')}</Button>}
    />
  );
}
