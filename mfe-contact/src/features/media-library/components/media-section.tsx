import { useState } from 'react';
import { mediaSources, type StaffMedia } from '@azmar/contract/staff/media';
import { Alert, Button, Form, Input, Table, Upload } from '@azmar/kit/antd/groups/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { BothLanguages } from '../../../components/both-languages';
import type { StaffSectionProps } from '../../../components/staff-section-props';
import { staffProblem } from '../../../lib/staff-api';
import { messageDate } from '../../../lib/staff-date';
import { useMedia } from '../hooks/use-media';

interface UploadValues {
  altEn: string;
  altKu: string;
}

/**
 * Media: upload a picture or a video with its alt text in both languages (both required), and the uploads so far.
 * The file is checked by the API by its content; a refusal is shown in the API's words, in the staff member's language.
 */
export function MediaSection({ call, onSessionEnded }: StaffSectionProps) {
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(1);
  const { list, upload } = useMedia(call, page, onSessionEnded);
  const [form] = Form.useForm<UploadValues>();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const problem = staffProblem(upload.error);

  const onFinish = (values: UploadValues) => {
    if (!file) {
      setFileMissing(true);
      return;
    }
    upload.mutate(
      { file, altEn: values.altEn.trim(), altKu: values.altKu.trim() },
      {
        onSuccess: () => {
          form.resetFields();
          setFile(null);
        },
      },
    );
  };

  return (
    <div className="staff-stack">
      <section className="staff-panel" aria-labelledby="staff-media-title" data-testid="staff-media-upload">
        <h2 id="staff-media-title" className="staff-panel__title">
          {t('media.title')}
        </h2>
        <p className="inbox-muted">{t('media.help')}</p>
        {upload.isSuccess && !file && (
          <Alert
            type="success"
            showIcon
            role="status"
            data-testid="staff-media-uploaded"
            title={t('media.uploaded')}
            description={<code dir="ltr">{upload.data.path}</code>}
          />
        )}
        {problem && (
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="staff-media-problem"
            title={problem.message || t('failed')}
            description={Object.values(problem.fields).length > 0 ? Object.values(problem.fields).join(' ') : undefined}
          />
        )}
        <Form form={form} name="staff-media" layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item label={t('media.file')} validateStatus={fileMissing ? 'error' : undefined} help={fileMissing ? t('media.fileRequired') : undefined}>
            <Upload
              accept="image/jpeg,image/png,image/webp,image/avif,video/mp4"
              maxCount={1}
              // Sent with the form below, once the alt texts are in: never on its own.
              beforeUpload={(chosen) => {
                setFile(chosen);
                setFileMissing(false);
                upload.reset();
                return false;
              }}
              onRemove={() => setFile(null)}
              fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
            >
              <Button data-testid="staff-media-choose">{t('media.choose')}</Button>
            </Upload>
          </Form.Item>
          <div className="staff-pair">
            <Form.Item name="altEn" label={t('media.altEn')} rules={[{ required: true, whitespace: true, message: t('media.altRequired') }]}>
              <Input dir="ltr" lang="en" />
            </Form.Item>
            <Form.Item name="altKu" label={t('media.altKu')} rules={[{ required: true, whitespace: true, message: t('media.altRequired') }]}>
              <Input dir="rtl" lang="ckb" />
            </Form.Item>
          </div>
          <Button type="primary" htmlType="submit" loading={upload.isPending} data-testid="staff-media-submit">
            {t('media.upload')}
          </Button>
        </Form>
      </section>
      <section className="staff-panel" aria-labelledby="staff-media-list-title">
        <h2 id="staff-media-list-title" className="staff-panel__title">
          {t('media.listTitle')}
        </h2>
        <Table<StaffMedia>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 720 }}
          onRow={() => ({ 'data-testid': 'staff-media-row' }) as React.HTMLAttributes<HTMLElement>}
          pagination={{ current: page, pageSize: list.data?.pageSize ?? 20, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { key: 'preview', title: t('media.columns.preview'), render: (_, media) => <Thumbnail media={media} language={call.language} /> },
            { key: 'name', title: t('media.columns.name'), render: (_, media) => <bdi>{media.originalName}</bdi> },
            { key: 'path', title: t('media.columns.path'), render: (_, media) => <code dir="ltr">{media.path}</code> },
            { key: 'size', title: t('media.columns.size'), render: (_, media) => `${formatNumber(Math.ceil(media.bytes / 1024), call.language)} KB` },
            {
              key: 'alt',
              title: t('media.columns.alt'),
              render: (_, media) => <BothLanguages en={media.altEn} ku={media.altKu} />,
            },
            { key: 'when', title: t('media.columns.when'), render: (_, media) => messageDate(media.createdAt, call.language) },
          ]}
        />
      </section>
    </div>
  );
}

/** A small picture of an upload (its smallest variant), with its alt text in the staff member's language. */
function Thumbnail({ media, language }: { media: StaffMedia; language: 'en' | 'ku' }) {
  const { t } = useTranslation('staff');
  if (media.kind === 'video') return <span>{t('media.video')}</span>;
  const sources = mediaSources(media.path);
  const smallest = sources?.variants.find((variant) => variant.format === 'webp');
  return (
    <img
      src={smallest?.url ?? media.path}
      width={96}
      height={media.width && media.height ? Math.max(1, Math.round((96 * media.height) / media.width)) : 64}
      alt={language === 'ku' ? media.altKu : media.altEn}
      loading="lazy"
      className="staff-thumb"
    />
  );
}
