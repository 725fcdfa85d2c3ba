import { useId } from 'react';
import type { StaffMedia } from '@azmar/contract/staff/media';
import { Button, Input, Modal, Skeleton } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ListPager } from '../../../components/list-pager';
import { MediaThumbnail } from '../../../components/media-thumbnail';
import type { StaffSectionProps } from '../../../components/staff-section-props';
import { ProblemAlert } from '../../../components/problem-alert';
import { staffProblem } from '../../../lib/staff-api';
import { useMediaChoices } from '../hooks/use-media-choices';

export interface MediaPickerProps extends StaffSectionProps {
  open: boolean;
  /** Only pictures, only videos, or both (a gallery takes either). */
  kind?: 'image' | 'video';
  /** What the field holds now: its upload is marked as chosen. */
  current: string;
  onPick: (path: string) => void;
  onClose: () => void;
}

/**
 * The media library as a dialog: the uploads as thumbnails with their alt text and file name, searched by name or
 * alt text. Each is a button (Tab to reach, Enter or Space to pick); picking puts its path into the field and
 * closes the dialog, and focus goes back to the button that opened it.
 */
export function MediaPicker({ open, onClose, ...props }: MediaPickerProps) {
  const { t } = useTranslation('staff');
  return (
    <Modal
      open={open}
      title={t('content.picker.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('accounts.cancel')}</Button>}
      width={760}
      // Closed, it holds nothing and asks the API nothing; opened again, it starts afresh.
      destroyOnHidden
    >
      <Choices {...props} />
    </Modal>
  );
}

function Choices({ call, onSessionEnded, kind, current, onPick }: Omit<MediaPickerProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('staff');
  const searchId = useId();
  const { list, search, setSearch, page, setPage } = useMediaChoices(call, kind, onSessionEnded);
  const items = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="staff-stack" data-testid="staff-media-picker">
      <p className="inbox-muted">{t('content.picker.help')}</p>
      <div>
        {/* No antd clear button: its only name is its icon's, "close-circle", in English whatever the language. */}
        <label htmlFor={searchId} className="staff-picker__label">
          {t('content.picker.search')}
        </label>
        <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoFocus />
      </div>
      <ProblemAlert problem={staffProblem(list.error)} />
      <div aria-busy={list.isFetching} aria-live="polite">
        {list.isPending ? (
          <Skeleton active />
        ) : items.length === 0 ? (
          <p data-testid="staff-media-picker-none">{t('content.picker.none')}</p>
        ) : (
          <ul className="staff-picker" aria-label={t('content.picker.results')}>
            {items.map((media) => (
              <li key={media.id}>
                <Choice media={media} chosen={media.path === current} language={call.language} onPick={onPick} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {pages > 1 && <ListPager page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}

function Choice({ media, chosen, language, onPick }: { media: StaffMedia; chosen: boolean; language: 'en' | 'ku'; onPick: (path: string) => void }) {
  const { t } = useTranslation('staff');
  return (
    <button
      type="button"
      className="staff-picker__choice"
      aria-current={chosen ? 'true' : undefined}
      onClick={() => onPick(media.path)}
      data-testid="staff-media-choice"
    >
      <MediaThumbnail media={media} language={language} decorative />
      <span className="staff-picker__alt" dir="auto">
        {language === 'ku' ? media.altKu : media.altEn}
      </span>
      <bdi className="staff-picker__name">{media.originalName}</bdi>
      {chosen && <span className="staff-picker__chosen">{t('content.picker.chosen')}</span>}
    </button>
  );
}
