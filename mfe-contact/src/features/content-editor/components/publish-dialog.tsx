import { useId, useState } from 'react';
import type { Language } from '@azmar/contract/content/language';
import type { StaffContentItem, StaffContentPublished } from '@azmar/contract/staff/content-items';
import { Alert, Button, Checkbox, Flex, Modal, Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ProblemAlert } from '../../../components/problem-alert';
import { staffProblem } from '../../../lib/staff-api';
import type { useContentItem } from '../hooks/use-content-item';
import { ConflictAlert } from './conflict-alert';
import { MissingFields } from './missing-fields';

/**
 * Publish: choose the languages (both, or one: the other keeps what visitors see now), see which fields are still
 * empty before, and after, what visitors now see empty. A refusal (a title missing, someone else's change) is shown
 * in the API's words.
 */
export function PublishDialog({ item, state, disabled }: { item: StaffContentItem; state: ReturnType<typeof useContentItem>; disabled: boolean }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const languagesId = useId();
  const [languages, setLanguages] = useState<Language[]>(['en', 'ku']);
  const [result, setResult] = useState<StaffContentPublished | null>(null);
  const problem = staffProblem(state.publish.error);

  const close = () => {
    setOpen(false);
    setResult(null);
    state.publish.reset();
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled} data-testid="staff-publish-open">
        {t('content.publish')}
      </Button>
      <Modal
        open={open}
        title={t('content.publishTitle')}
        onCancel={close}
        okText={result ? t('common:actions.close') : t('content.publish')}
        cancelText={t('accounts.cancel')}
        onOk={() => (result ? close() : state.publish.mutate(languages, { onSuccess: setResult }))}
        okButtonProps={{ disabled: !result && languages.length === 0, loading: state.publish.isPending, 'data-testid': 'staff-publish' }}
        destroyOnHidden
      >
        {result ? (
          <Flex vertical gap="middle" data-testid="staff-published">
            <Alert type="success" showIcon role="status" title={t('content.published')} />
            <Typography.Title level={3}>{t('content.missingTitle')}</Typography.Title>
            <MissingFields missing={result.missing} />
          </Flex>
        ) : (
          <Flex vertical gap="middle">
            <Flex vertical gap="small">
              <Typography.Text strong id={languagesId}>
                {t('content.publishLanguages')}
              </Typography.Text>
              <Checkbox.Group
                role="group"
                aria-labelledby={languagesId}
                value={languages}
                onChange={(next) => setLanguages(next as Language[])}
                options={(['en', 'ku'] as const).map((value) => ({ value, label: t(`languages.${value}`) }))}
              />
            </Flex>
            {problem?.code === 'content.version-conflict' ? (
              <ConflictAlert problem={problem} onReload={() => void state.reload().then(close)} />
            ) : (
              <ProblemAlert
                problem={problem}
                testId="staff-publish-problem"
                description={
                  problem && Object.keys(problem.fields).length > 0 ? (
                    <MissingFields
                      missing={{
                        en: Object.keys(problem.fields).filter((f) => !f.endsWith('Ku')),
                        ku: Object.keys(problem.fields).filter((f) => f.endsWith('Ku')),
                      }}
                    />
                  ) : undefined
                }
              />
            )}
            <Typography.Title level={3}>{t('content.missingTitle')}</Typography.Title>
            <MissingFields missing={item.missing} />
          </Flex>
        )}
      </Modal>
    </>
  );
}
