import { Form, Input } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { FieldGrid } from '../../../components/field-grid';

/** An upload's alt text in both languages, side by side, both required (the upload form and the alt text dialog). */
export function AltFields() {
  const { t } = useTranslation('staff');
  const rules = [{ required: true, whitespace: true, message: t('media.altRequired') }];
  return (
    <FieldGrid>
      <Form.Item name="altEn" label={t('media.altEn')} rules={rules}>
        <Input dir="ltr" lang="en" />
      </Form.Item>
      <Form.Item name="altKu" label={t('media.altKu')} rules={rules}>
        <Input dir="rtl" lang="ckb" />
      </Form.Item>
    </FieldGrid>
  );
}
