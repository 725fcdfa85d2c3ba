import { useMemo, useState } from 'react';
import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { AnyContentDraft, StaffContentItem } from '@azmar/contract/staff/content-items';
import { Alert, Button, Card, Flex, Form, Skeleton, Space, Tabs, Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { ProblemAlert } from '../../../components/problem-alert';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { StaffPanel } from '../../../components/staff-panel';
import { staffProblem } from '../../../lib/staff-api';
import { useContentItem } from '../hooks/use-content-item';
import { draftOf, formValuesOf, type DraftFormValues } from '../model/draft-form';
import { newDraft } from '../model/new-draft';
import { ConflictAlert } from './conflict-alert';
import { GalleryField, InterviewsField } from './card-lists';
import { HistoryPanel } from './history-panel';
import { KindFields, KindLists, KindVideo } from './kind-fields';
import { PreviewLinks } from './preview-links';
import { PublishDialog } from './publish-dialog';
import { StatisticsField } from './statistics-field';

export interface ContentEditorProps {
  kind: ContentKind;
  id: number | 'new';
  onClose: () => void;
  onCreated: (id: number) => void;
  /** Just created: the editor of its new id opens saying so. */
  created?: boolean;
}

/** One item's editor: every field in both languages, in tabs; save the draft, preview it, publish it, see its history. */
export function ContentEditor(props: ContentEditorProps) {
  const state = useContentItem(props.kind, props.id, props.onCreated);
  if (props.id !== 'new' && !state.item.data) {
    const problem = staffProblem(state.item.error);
    return (
      <Card aria-busy={!problem}>
        <Flex vertical gap="middle" align="start">
          <BackButton onClose={props.onClose} />
          {problem ? <ProblemAlert problem={problem} /> : <Skeleton active />}
        </Flex>
      </Card>
    );
  }
  // A reload after a conflict opens the form afresh on what the other person saved; a save of one's own keeps it.
  return <EditorForm key={state.generation} {...props} state={state} item={state.item.data ?? null} />;
}

function BackButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff');
  return <Button onClick={onClose}>{t('content.back')}</Button>;
}

function EditorForm({ kind, onClose, state, item, created }: ContentEditorProps & { state: ReturnType<typeof useContentItem>; item: StaffContentItem | null }) {
  const { t } = useTranslation('staff');
  const { language } = useStaffCall();
  const [form] = Form.useForm<DraftFormValues>();
  const base: AnyContentDraft = item?.draft ?? newDraft(kind);
  const initialValues = useMemo(() => formValuesOf(kind, base), [kind, base]);
  const [dirty, setDirty] = useState(false);
  // In the URL, so a reload (or the form opening afresh after a rollback) stays on the same tab.
  const [tab, setTab] = useQueryState('tab', 'texts');
  const [savedNote, setSavedNote] = useState(created ?? false);
  const saveProblem = staffProblem(state.save.error);

  const onFinish = () => {
    // Every field, those of tabs not opened too.
    const values = form.getFieldsValue(true) as DraftFormValues;
    setSavedNote(false);
    state.save.mutate(draftOf(kind, values, base), {
      onSuccess: () => {
        setDirty(false);
        setSavedNote(true);
      },
    });
  };

  const title = item ? (language === 'ku' ? item.titleKu || item.titleEn : item.titleEn || item.titleKu) : t('content.newTitle');
  const tabs = [
    { key: 'texts', label: t('content.tabs.texts'), children: <KindFields kind={kind} />, forceRender: true },
    ...(kind === 'projects'
      ? [
          { key: 'gallery', label: t('content.tabs.gallery'), children: <GalleryField />, forceRender: true },
          { key: 'statistics', label: t('content.tabs.statistics'), children: <StatisticsField />, forceRender: true },
          { key: 'interviews', label: t('content.tabs.interviews'), children: <InterviewsField />, forceRender: true },
        ]
      : [{ key: 'lists', label: t('content.tabs.lists'), children: <KindLists kind={kind} />, forceRender: true }]),
    ...(kind === 'products' ? [{ key: 'gallery', label: t('content.tabs.gallery'), children: <GalleryField />, forceRender: true }] : []),
    ...(kind === 'projects' ? [] : [{ key: 'video', label: t('content.tabs.video'), children: <KindVideo kind={kind} />, forceRender: true }]),
    ...(item ? [{ key: 'history', label: t('content.tabs.history'), children: <HistoryPanel kind={kind} item={item} state={state} /> }] : []),
  ];

  return (
    <StaffPanel id="staff-editor-title" title={title} testId="staff-editor" action={<BackButton onClose={onClose} />}>
      {state.save.error && saveProblem?.code === 'content.version-conflict' ? (
        <ConflictAlert problem={saveProblem} onReload={state.reload} />
      ) : (
        <ProblemAlert problem={saveProblem} testId="staff-save-problem" />
      )}
      {savedNote && !dirty && <Alert type="success" showIcon role="status" title={t('content.saved')} data-testid="staff-saved" />}
      <Form
        form={form}
        name={`staff-${kind}`}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={() => setDirty(true)}
        scrollToFirstError
        requiredMark={false}
      >
        <Tabs items={tabs} activeKey={tabs.some((item) => item.key === tab) ? tab : 'texts'} onChange={setTab} />
        <Flex vertical gap="small">
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={state.save.isPending} data-testid="staff-save">
              {t('content.save')}
            </Button>
            {item && <PublishDialog item={item} state={state} disabled={dirty} />}
          </Space>
          {item && dirty && <Typography.Text type="secondary">{t('content.unsaved')}</Typography.Text>}
        </Flex>
      </Form>
      {item && <PreviewLinks state={state} disabled={dirty} />}
    </StaffPanel>
  );
}
