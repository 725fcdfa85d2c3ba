import { Button, Form, Input } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { ListControls } from './list-controls';

/** A list of lines in one language (features, specifications…): add, reorder, remove. */
function TextList({ name, label, language }: { name: string | (string | number)[]; label: string; language: 'en' | 'ku' }) {
  const { t } = useTranslation('staff');
  const staffLanguage = useLanguageStore((state) => state.language);
  return (
    <fieldset className="staff-list">
      <legend>{label}</legend>
      <Form.List name={name}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => {
              const what = `${label} ${formatNumber(index + 1, staffLanguage)}`;
              return (
                <div key={field.key} className="staff-list__row">
                  <Form.Item name={field.name} noStyle>
                    <Input dir={language === 'ku' ? 'rtl' : 'ltr'} lang={language === 'ku' ? 'ckb' : 'en'} aria-label={what} />
                  </Form.Item>
                  <ListControls what={what} index={index} count={fields.length} move={move} remove={remove} />
                </div>
              );
            })}
            <Button onClick={() => add('')}>{`${t('content.addLine')}: ${label}`}</Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

/** A list in both languages, side by side (each language keeps its own lines, as the API does). */
export function BilingualList({ en, ku, field }: { en: string | (string | number)[]; ku: string | (string | number)[]; field: string }) {
  const { t } = useTranslation('staff');
  const label = (language: 'en' | 'ku') => t('content.inLanguage', { field: t(`content.fields.${field}`), language: t(`languages.${language}`) });
  return (
    <div className="staff-pair">
      <TextList name={en} label={label('en')} language="en" />
      <TextList name={ku} label={label('ku')} language="ku" />
    </div>
  );
}
