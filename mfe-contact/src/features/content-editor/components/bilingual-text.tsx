import { Form, Input } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { FieldGrid } from '../../../components/field-grid';

export interface BilingualTextProps {
  /** The form names of the English and the Kurdish field (a path inside a list, `[0, 'caption']`). */
  en: string | (string | number)[];
  ku: string | (string | number)[];
  /** The field's name, as `staff:content.fields.*` says it. */
  field: string;
  multiline?: boolean;
}

/**
 * One text in both languages, side by side: the English left to right, the Kurdish right to left in Sorani's
 * script (`lang="ckb"`), whatever the staff member's own language. Either may be empty in a draft, a title too: one
 * language is often written first (docs/product.md §17). The publish dialog names what is still empty, and the API
 * refuses a publish that would leave a title or description empty, in its own words.
 */
export function BilingualText({ en, ku, field, multiline = false }: BilingualTextProps) {
  const { t } = useTranslation('staff');
  const label = (language: 'en' | 'ku') => t('content.inLanguage', { field: t(`content.fields.${field}`), language: t(`languages.${language}`) });
  const Control = multiline ? Input.TextArea : Input;
  return (
    <FieldGrid>
      <Form.Item name={en} label={label('en')}>
        <Control dir="ltr" lang="en" {...(multiline ? { autoSize: { minRows: 3, maxRows: 12 } } : {})} />
      </Form.Item>
      <Form.Item name={ku} label={label('ku')}>
        <Control dir="rtl" lang="ckb" {...(multiline ? { autoSize: { minRows: 3, maxRows: 12 } } : {})} />
      </Form.Item>
    </FieldGrid>
  );
}
