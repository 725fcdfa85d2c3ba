import type { ReactNode } from 'react';
import { Alert } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import type { StaffProblem } from '../lib/staff-api';

type ProblemAlertProps = { problem: StaffProblem | null; testId?: string; withFields?: boolean; description?: ReactNode };

/**
 * A staff request that failed: the API's words (already in the staff member's language), or, where it gave none (a
 * proxy's page, no connection), a plain "that did not work". `withFields` adds what it said of each field.
 */
export function ProblemAlert({ problem, testId, withFields, description }: ProblemAlertProps) {
  const { t } = useTranslation('staff');
  if (!problem) return null;
  const fields = withFields ? Object.values(problem.fields).join(' ') : '';
  return (
    <Alert type="error" showIcon role="alert" title={problem.message || t('failed')} description={description ?? (fields || undefined)} data-testid={testId} />
  );
}
