import { useId } from 'react';
import type { StaffMedia } from '@azmar/contract/staff/media';
import { Button, Flex, Input, Modal, Skeleton, Typography } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { ListPager } from '../../../components/list-pager';
import { MediaThumbnail } from '../../../components/media-thumbnail';
import { ProblemAlert } from '../../../components/problem-alert';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { staffProblem } from '../../../lib/staff-api';
import { useMediaChoices } from '../hooks/use-media-choices';

// A choice is a card of words under its picture, as tall as it needs: not a one-line button.
const CHOICE = {
  height: '100%',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 4,
  padding: 8,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'start',
} as const;

export interface MediaPickerProps {
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

function Choices({ kind, current, onPick }: Omit<MediaPickerProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('staff');
  const searchId = useId();
  const { language } = useStaffCall();
  const { list, search, setSearch, page, setPage } = useMediaChoices(kind);
  const items = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Flex vertical gap="middle" data-testid="staff-media-picker">
      <Typography.Text type="secondary">{t('content.picker.help')}</Typography.Text>
      <Flex vertical gap={4}>
        {/* No antd clear button: its only name is its icon's, "close-circle", in English whatever the language. */}
        <Typography.Text strong>
          <label htmlFor={searchId}>{t('content.picker.search')}</label>
        </Typography.Text>
        <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoFocus />
      </Flex>
      <ProblemAlert problem={staffProblem(list.error)} />
      <div aria-busy={list.isFetching} aria-live="polite">
        {list.isPending ? (
          <Skeleton active />
        ) : items.length === 0 ? (
          <p data-testid="staff-media-picker-none">{t('content.picker.none')}</p>
        ) : (
          <Flex component="ul" wrap gap="small" aria-label={t('content.picker.results')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {items.map((media) => (
              <li key={media.id} style={{ width: '9rem' }}>
                <Choice media={media} chosen={media.path === current} language={language} onPick={onPick} />
              </li>
            ))}
          </Flex>
        )}
      </div>
      {pages > 1 && <ListPager page={page} pages={pages} onPage={setPage} />}
    </Flex>
  );
}

/** One upload as a button: its thumbnail, its alt text and file name, and whether the field holds it now. */
function Choice({ media, chosen, language, onPick }: { media: StaffMedia; chosen: boolean; language: 'en' | 'ku'; onPick: (path: string) => void }) {
  const { t } = useTranslation('staff');
  return (
    <Button
      block
      color="primary"
      variant={chosen ? 'outlined' : 'dashed'}
      aria-current={chosen ? 'true' : undefined}
      onClick={() => onPick(media.path)}
      data-testid="staff-media-choice"
      style={CHOICE}
    >
      <MediaThumbnail media={media} language={language} decorative />
      <span dir="auto">{language === 'ku' ? media.altKu : media.altEn}</span>
      <Typography.Text type="secondary">
        <bdi>{media.originalName}</bdi>
      </Typography.Text>
      {chosen && <Typography.Text strong>{t('content.picker.chosen')}</Typography.Text>}
    </Button>
  );
}
