import { useState } from 'react';
import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { StaffContentItem } from '@azmar/contract/staff/content-items';
import type { FieldChange, StaffContentVersion } from '@azmar/contract/staff/content-versions';
import { useQuery } from '@azmar/kit/api/react-query-facade';
import { Alert, Button, Flex, Modal, Table, Typography } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ProblemAlert } from '../../../components/problem-alert';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { staffProblem } from '../../../lib/staff-api';
import { messageDate } from '../../../lib/staff-date';
import { fetchContentVersions } from '../api/content-api';
import { contentKeys } from '../api/content-keys';
import type { useContentItem } from '../hooks/use-content-item';
import { changeText } from '../model/change-text';
import { ConflictAlert } from './conflict-alert';

// A value before or after, in its own direction, however long (a whole description).
const valueCell = () => ({ dir: 'auto', style: { overflowWrap: 'anywhere' } }) as React.HTMLAttributes<HTMLElement>;

/** Every publish and rollback of an item: who, when, which languages, each field's change; and a one-step rollback. */
export function HistoryPanel({ kind, item, state }: { kind: ContentKind; item: StaffContentItem; state: ReturnType<typeof useContentItem> }) {
  const { t } = useTranslation('staff');
  const call = useStaffCall();
  const { language } = call;
  // The item's published versions, newest first.
  const versions = useQuery({ queryKey: contentKeys.versions(kind, item.id), queryFn: () => fetchContentVersions(call, kind, item.id) });
  const [confirming, setConfirming] = useState(false);
  const problem = staffProblem(versions.error ?? state.rollback.error);
  const list = versions.data ?? [];

  return (
    <Flex vertical gap="middle" data-testid="staff-history">
      <Typography.Title level={3}>{t('content.history.title')}</Typography.Title>
      {state.rollback.isSuccess && <Alert type="success" showIcon role="status" title={t('content.history.rolledBack')} data-testid="staff-rolled-back" />}
      {problem?.code === 'content.version-conflict' ? (
        <ConflictAlert problem={problem} onReload={state.reload} />
      ) : (
        <ProblemAlert problem={problem} testId="staff-history-problem" />
      )}
      <Table<StaffContentVersion>
        rowKey="number"
        size="small"
        loading={versions.isPending}
        dataSource={list}
        pagination={false}
        scroll={{ x: 600 }}
        locale={{ emptyText: t('content.history.empty') }}
        onRow={() => ({ 'data-testid': 'staff-version' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'number', title: t('content.history.number'), render: (_, version) => formatNumber(version.number, language) },
          {
            key: 'action',
            title: t('content.history.action'),
            render: (_, version) =>
              version.action === 'rollback'
                ? t('content.history.rollback', { n: formatNumber(version.restoredVersion ?? 0, language) })
                : t('content.history.publish'),
          },
          {
            key: 'languages',
            title: t('content.history.languages'),
            render: (_, version) => version.languages.map((language) => t(`languages.${language}`)).join(t('listSeparator')),
          },
          { key: 'who', title: t('content.history.who'), render: (_, version) => version.publishedBy?.username ?? t('content.nobody') },
          { key: 'when', title: t('content.history.when'), render: (_, version) => messageDate(version.publishedAt, language) },
          {
            key: 'changes',
            title: t('content.history.changes'),
            // A native disclosure: named, keyboard-operable and announced as expanded or not, with no script of its own.
            render: (_, version) => (
              <details>
                <summary>{t('content.history.changeCount', { n: formatNumber(version.changes.length, language) })}</summary>
                <Changes changes={version.changes} />
              </details>
            ),
          },
        ]}
      />
      <div>
        <Button danger disabled={list.length < 2} onClick={() => setConfirming(true)} data-testid="staff-rollback-open">
          {t('content.history.rollbackButton')}
        </Button>
      </div>
      <Modal
        open={confirming}
        title={t('content.history.rollbackButton')}
        okText={t('content.history.rollbackButton')}
        cancelText={t('accounts.cancel')}
        okButtonProps={{ danger: true, loading: state.rollback.isPending, 'data-testid': 'staff-rollback' }}
        onCancel={() => setConfirming(false)}
        onOk={() =>
          state.rollback.mutate(undefined, {
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{t('content.history.rollbackConfirm')}</p>
      </Modal>
    </Flex>
  );
}

function Changes({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation('staff');
  if (changes.length === 0) return <p>{t('content.history.none')}</p>;
  return (
    <Table<FieldChange>
      rowKey="field"
      size="small"
      dataSource={changes}
      pagination={false}
      data-testid="staff-changes"
      columns={[
        { key: 'field', title: t('content.history.field'), rowScope: 'row', render: (_, change) => <code dir="ltr">{change.field}</code> },
        { key: 'before', title: t('content.history.before'), onCell: valueCell, render: (_, change) => changeText(change.before) },
        { key: 'after', title: t('content.history.after'), onCell: valueCell, render: (_, change) => changeText(change.after) },
      ]}
    />
  );
}
