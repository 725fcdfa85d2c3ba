import { useState } from 'react';
import { Button, Flex, Input } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { MediaPicker } from './media-picker';

export interface MediaPathInputProps {
  /** Given by the Form.Item around it: the label points at the text box by this id. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** Only pictures, only videos, or both. */
  kind?: 'image' | 'video';
  /** The field's name as its label says it, so each picker button is named for its field. */
  label: string;
}

/**
 * A media path (an item's picture, a gallery entry, a video): typed or pasted as before, or chosen from the media
 * library's uploads in a dialog.
 */
export function MediaPathInput({ value, onChange, kind, label, ...input }: MediaPathInputProps) {
  const { t } = useTranslation('staff');
  const [picking, setPicking] = useState(false);
  return (
    <Flex wrap gap="small">
      <Input dir="ltr" style={{ flex: '1 1 16rem', minWidth: 0 }} {...input} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
      <Button onClick={() => setPicking(true)} aria-haspopup="dialog" aria-label={t('content.picker.openLabel', { field: label })}>
        {t('content.picker.open')}
      </Button>
      <MediaPicker
        open={picking}
        kind={kind}
        current={value ?? ''}
        onPick={(path) => {
          onChange?.(path);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </Flex>
  );
}
