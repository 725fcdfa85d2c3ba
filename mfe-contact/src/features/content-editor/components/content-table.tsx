import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { StaffContentSummary } from '@azmar/contract/staff/content-items';
import { Button, Space, Table, Tag, Typography } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { BothLanguages } from '../../../components/both-languages';
import { ProblemAlert } from '../../../components/problem-alert';
import { StaffPanel } from '../../../components/staff-panel';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { staffProblem } from '../../../lib/staff-api';
import { messageDate } from '../../../lib/staff-date';
import { useContentList } from '../hooks/use-content-list';

// Tags in dark colours of our own (antd writes the words in that colour on a light tint of it, readable by WCAG, which its
// green and gold presets are not); a draft neutral.
const STATE_COLOURS: Partial<Record<StaffContentSummary['state'], string>> = { published: '#1b5e20', changed: '#7a4800' };

/** The items of a kind in the order visitors see them: open one, add one, move one up or down. */
export function ContentTable({ kind, onOpen }: { kind: ContentKind; onOpen: (id: number | 'new') => void }) {
  const { t } = useTranslation('staff');
  const { language } = useStaffCall();
  const { list, move, moving, moveError } = useContentList(kind);
  const items = list.data ?? [];

  return (
    <StaffPanel
      id={`staff-${kind}-title`}
      title={t(`sections.${kind}`)}
      testId={`staff-content-${kind}`}
      action={
        <Button type="primary" onClick={() => onOpen('new')}>
          {t('content.add')}
        </Button>
      }
    >
      <Typography.Text type="secondary">{t('content.listTitle')}</Typography.Text>
      <ProblemAlert problem={staffProblem(list.error ?? moveError)} />
      <Table<StaffContentSummary>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={items}
        pagination={false}
        scroll={{ x: 720 }}
        onRow={() => ({ 'data-testid': 'staff-content-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'position', title: t('content.columns.position'), width: 70, render: (_, item) => formatNumber(item.position, language) },
          {
            key: 'title',
            title: t('content.columns.title'),
            render: (_, item) => <BothLanguages en={item.titleEn} ku={item.titleKu} />,
          },
          {
            key: 'state',
            title: t('content.columns.state'),
            render: (_, item) => (
              <Tag color={STATE_COLOURS[item.state]} data-state={item.state}>
                {t(`content.states.${item.state}`)}
              </Tag>
            ),
          },
          { key: 'active', title: t('content.columns.active'), render: (_, item) => (item.isActive ? t('content.active') : t('content.inactive')) },
          {
            key: 'changed',
            title: t('content.columns.changed'),
            render: (_, item) => t('content.by', { when: messageDate(item.updatedAt, language), who: item.updatedBy?.username ?? t('content.nobody') }),
          },
          {
            key: 'actions',
            title: t('content.columns.actions'),
            render: (_, item, index) => {
              const title = language === 'ku' ? item.titleKu || item.titleEn : item.titleEn;
              return (
                <Space wrap>
                  <Button size="small" onClick={() => onOpen(item.id)} aria-label={t('content.editLabel', { title })}>
                    {t('content.edit')}
                  </Button>
                  <Button
                    size="small"
                    disabled={moving || index === 0}
                    onClick={() => move(item.id, -1)}
                    aria-label={t('content.moveLabel', { action: t('content.up'), title })}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    disabled={moving || index === items.length - 1}
                    onClick={() => move(item.id, 1)}
                    aria-label={t('content.moveLabel', { action: t('content.down'), title })}
                  >
                    ↓
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
    </StaffPanel>
  );
}
