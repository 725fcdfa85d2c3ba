import { useState } from 'react';
import type { StaffMedia } from '@azmar/contract/staff/media';
import { Alert, Button, Flex, Form, Space, Table, Typography, Upload } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { BothLanguages } from '../../../components/both-languages';
import { MediaThumbnail } from '../../../components/media-thumbnail';
import { ProblemAlert } from '../../../components/problem-alert';
import { StaffPanel } from '../../../components/staff-panel';
import { staffProblem } from '../../../lib/staff-api';
import { messageDate } from '../../../lib/staff-date';
import { useMedia } from '../hooks/use-media';
import { AltFields } from './alt-fields';
import { MediaAltDialog, MediaDeleteDialog } from './media-dialogs';

// The file chosen, as antd's Upload lists it (`beforeUpload` keeps it here, unsent).
type UploadFile = { originFileObj?: File };

interface UploadValues {
  file: UploadFile[];
  altEn: string;
  altKu: string;
}

/**
 * Media: upload a picture or a video with its alt text in both languages (both required), and the uploads so far.
 * The file is checked by the API by its content; a refusal is shown in the API's words, in the staff member's language.
 */
export function MediaSection() {
  const language = useLanguageStore((state) => state.language);
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(1);
  const { list, upload, changeAlt, remove } = useMedia(page);
  // The upload a dialog is about, and whether that dialog is open (it closes first, then lets go of the upload).
  const [editing, setEditing] = useState<{ media: StaffMedia; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ media: StaffMedia; open: boolean } | null>(null);
  const [form] = Form.useForm<UploadValues>();
  const chosen = Form.useWatch('file', form);

  const onFinish = ({ file, altEn, altKu }: UploadValues) =>
    upload.mutate({ file: file[0]!.originFileObj!, altEn: altEn.trim(), altKu: altKu.trim() }, { onSuccess: () => form.resetFields() });

  return (
    <Flex vertical gap="middle">
      <StaffPanel id="staff-media-title" title={t('media.title')} testId="staff-media-upload">
        <Typography.Text type="secondary">{t('media.help')}</Typography.Text>
        {upload.isSuccess && !chosen?.length && (
          <Alert
            type="success"
            showIcon
            role="status"
            data-testid="staff-media-uploaded"
            title={t('media.uploaded')}
            description={<code dir="ltr">{upload.data.path}</code>}
          />
        )}
        <ProblemAlert problem={staffProblem(upload.error)} testId="staff-media-problem" withFields />
        <Form form={form} name="staff-media" layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item
            name="file"
            label={t('media.file')}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
            rules={[{ required: true, type: 'array', message: t('media.fileRequired') }]}
          >
            <Upload
              accept="image/jpeg,image/png,image/webp,image/avif,video/mp4"
              maxCount={1}
              // Sent with the form below, once the alt texts are in: never on its own.
              beforeUpload={() => {
                upload.reset();
                return false;
              }}
            >
              <Button data-testid="staff-media-choose">{t('media.choose')}</Button>
            </Upload>
          </Form.Item>
          <AltFields />
          <Button type="primary" htmlType="submit" loading={upload.isPending} data-testid="staff-media-submit">
            {t('media.upload')}
          </Button>
        </Form>
      </StaffPanel>
      <StaffPanel id="staff-media-list-title" title={t('media.listTitle')}>
        <Table<StaffMedia>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 720 }}
          onRow={() => ({ 'data-testid': 'staff-media-row' }) as React.HTMLAttributes<HTMLElement>}
          pagination={{ current: page, pageSize: list.data?.pageSize ?? 20, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { key: 'preview', title: t('media.columns.preview'), render: (_, media) => <MediaThumbnail media={media} language={language} /> },
            { key: 'name', title: t('media.columns.name'), render: (_, media) => <bdi>{media.originalName}</bdi> },
            { key: 'path', title: t('media.columns.path'), render: (_, media) => <code dir="ltr">{media.path}</code> },
            { key: 'size', title: t('media.columns.size'), render: (_, media) => `${formatNumber(Math.ceil(media.bytes / 1024), language)} KB` },
            {
              key: 'alt',
              title: t('media.columns.alt'),
              render: (_, media) => <BothLanguages en={media.altEn} ku={media.altKu} />,
            },
            { key: 'when', title: t('media.columns.when'), render: (_, media) => messageDate(media.createdAt, language) },
            {
              key: 'actions',
              title: t('media.columns.actions'),
              render: (_, media) => (
                <Space wrap>
                  <Button size="small" onClick={() => setEditing({ media, open: true })} aria-label={t('media.editAltLabel', { name: media.originalName })}>
                    {t('media.editAlt')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => setDeleting({ media, open: true })}
                    aria-label={t('media.deleteLabel', { name: media.originalName })}
                  >
                    {t('media.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </StaffPanel>
      {editing && (
        <MediaAltDialog
          key={editing.media.id}
          media={editing.media}
          open={editing.open}
          changeAlt={changeAlt}
          onClose={() => setEditing({ ...editing, open: false })}
          afterClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <MediaDeleteDialog
          key={deleting.media.id}
          media={deleting.media}
          open={deleting.open}
          remove={remove}
          onClose={() => setDeleting({ ...deleting, open: false })}
          afterClose={() => setDeleting(null)}
        />
      )}
    </Flex>
  );
}
