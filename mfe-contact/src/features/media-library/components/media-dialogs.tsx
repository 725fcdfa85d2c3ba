import type { MediaUse, StaffMedia, StaffMediaChange } from '@azmar/contract/staff/media';
import { Form, Modal } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { ProblemAlert } from '../../../components/problem-alert';
import { staffProblem } from '../../../lib/staff-api';
import type { useMedia } from '../hooks/use-media';
import { AltFields } from './alt-fields';

type Media = ReturnType<typeof useMedia>;

interface DialogProps {
  media: StaffMedia;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: focus is back on the button that opened the dialog. */
  afterClose: () => void;
}

/** An upload's alt text changed in both languages (both required); a refusal in the API's words. */
export function MediaAltDialog({ media, open, onClose, afterClose, changeAlt }: DialogProps & { changeAlt: Media['changeAlt'] }) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<StaffMediaChange>();
  const close = () => {
    changeAlt.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('media.editAltTitle', { name: media.originalName })}
      okText={t('media.save')}
      cancelText={t('accounts.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      afterClose={afterClose}
      okButtonProps={{ loading: changeAlt.isPending, 'data-testid': 'staff-media-alt-save' }}
    >
      <ProblemAlert problem={staffProblem(changeAlt.error)} testId="staff-media-alt-problem" />
      <Form
        form={form}
        name="staff-media-alt"
        layout="vertical"
        requiredMark={false}
        initialValues={{ altEn: media.altEn, altKu: media.altKu }}
        onFinish={(values) => changeAlt.mutate({ id: media.id, altEn: values.altEn.trim(), altKu: values.altKu.trim() }, { onSuccess: close })}
      >
        <AltFields />
      </Form>
    </Modal>
  );
}

/** An upload deleted, once asked; one in use is refused, and the dialog names each item that uses it. */
export function MediaDeleteDialog({ media, open, onClose, afterClose, remove }: DialogProps & { remove: Media['remove'] }) {
  const { t } = useTranslation('staff');
  const problem = staffProblem(remove.error);
  const usedBy = Array.isArray(problem?.body.usedBy) ? (problem.body.usedBy as MediaUse[]) : [];
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('media.deleteTitle', { name: media.originalName })}
      okText={t('media.delete')}
      cancelText={t('accounts.cancel')}
      onOk={() => remove.mutate(media.id, { onSuccess: close })}
      onCancel={close}
      afterClose={afterClose}
      okButtonProps={{ danger: true, loading: remove.isPending, disabled: usedBy.length > 0, 'data-testid': 'staff-media-delete' }}
    >
      <p>{t('media.deleteHelp')}</p>
      <ProblemAlert problem={problem} testId="staff-media-delete-problem" description={usedBy.length > 0 ? <MediaUses uses={usedBy} /> : undefined} />
    </Modal>
  );
}

/** Each item using an upload: its section and title in the staff member's language, and where (draft, public page). */
function MediaUses({ uses }: { uses: MediaUse[] }) {
  const { t } = useTranslation('staff');
  const language = useLanguageStore((state) => state.language);
  return (
    <ul data-testid="staff-media-uses">
      {uses.map((use) => (
        <li key={`${use.kind}:${use.id}`}>
          {t('media.usedIn', {
            section: t(`sections.${use.kind}`),
            title: (language === 'ku' ? use.titleKu || use.titleEn : use.titleEn || use.titleKu) || `#${use.id}`,
            where: use.in.map((where) => t(`media.usedWhere.${where}`)).join(t('listSeparator')),
          })}
        </li>
      ))}
    </ul>
  );
}
