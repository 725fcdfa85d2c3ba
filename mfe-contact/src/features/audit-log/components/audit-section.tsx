import { useState } from 'react';
import { STAFF_AUDIT_PATH, type StaffAuditEntry, type StaffAuditPage } from '@azmar/contract/staff/audit';
import { useQuery } from '@azmar/kit/api/react-query-facade';
import { Table } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ProblemAlert } from '../../../components/problem-alert';
import { StaffPanel } from '../../../components/staff-panel';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { staffProblem, staffRequest } from '../../../lib/staff-api';
import { messageDate } from '../../../lib/staff-date';
import { STAFF_QUERY_ROOT } from '../../../lib/staff-query-keys';

/** The audit log (administrator): every staff action on content, media, messages and accounts, newest first. */
export function AuditSection() {
  const call = useStaffCall();
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: [STAFF_QUERY_ROOT, 'audit', page],
    queryFn: () => staffRequest<StaffAuditPage>(call, 'GET', `${STAFF_AUDIT_PATH}?page=${page}`),
  });
  return (
    <StaffPanel id="staff-audit-title" title={t('audit.title')} testId="staff-audit">
      <ProblemAlert problem={staffProblem(log.error)} />
      <Table<StaffAuditEntry>
        rowKey="id"
        size="small"
        loading={log.isPending}
        dataSource={log.data?.items ?? []}
        scroll={{ x: 720 }}
        onRow={() => ({ 'data-testid': 'staff-audit-row' }) as React.HTMLAttributes<HTMLElement>}
        pagination={{ current: page, pageSize: log.data?.pageSize ?? 20, total: log.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'when', title: t('audit.when'), render: (_, entry) => messageDate(entry.createdAt, call.language) },
          { key: 'who', title: t('audit.who'), render: (_, entry) => <bdi>{entry.actor?.username ?? t('audit.system')}</bdi> },
          { key: 'action', title: t('audit.action'), render: (_, entry) => <code dir="ltr">{entry.action}</code> },
          { key: 'subject', title: t('audit.subject'), render: (_, entry) => <code dir="ltr">{entry.subject}</code> },
          {
            key: 'details',
            title: t('audit.details'),
            render: (_, entry) => (
              <code dir="ltr" style={{ display: 'block', maxWidth: '28rem', overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                {JSON.stringify(entry.details)}
              </code>
            ),
          },
        ]}
      />
    </StaffPanel>
  );
}
