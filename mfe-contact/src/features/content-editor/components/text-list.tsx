import { Button, Card, Flex, Form, Input } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { FieldGrid } from '../../../components/field-grid';
import { ListControls } from './list-controls';

/** A list of lines in one language (features, specifications…): add, reorder, remove. */
function TextList({ name, label, language }: { name: string | (string | number)[]; label: string; language: 'en' | 'ku' }) {
  const { t } = useTranslation('staff');
  const staffLanguage = useLanguageStore((state) => state.language);
  return (
    <Card size="small" title={label} role="group" aria-label={label} style={{ marginBottom: 16 }}>
      <Form.List name={name}>
        {(fields, { add, remove, move }) => (
          <Flex vertical gap="small">
            {fields.map((field, index) => {
              const what = `${label} ${formatNumber(index + 1, staffLanguage)}`;
              return (
                <Flex key={field.key} wrap align="center" gap="small">
                  <Form.Item name={field.name} noStyle>
                    <Input
                      dir={language === 'ku' ? 'rtl' : 'ltr'}
                      lang={language === 'ku' ? 'ckb' : 'en'}
                      aria-label={what}
                      style={{ flex: '1 1 14rem', minWidth: 0 }}
                    />
                  </Form.Item>
                  <ListControls what={what} index={index} count={fields.length} move={move} remove={remove} />
                </Flex>
              );
            })}
            <Button onClick={() => add('')} style={{ alignSelf: 'start' }}>{`${t('content.addLine')}: ${label}`}</Button>
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}

/** A list in both languages, side by side (each language keeps its own lines, as the API does). */
export function BilingualList({ en, ku, field }: { en: string | (string | number)[]; ku: string | (string | number)[]; field: string }) {
  const { t } = useTranslation('staff');
  const label = (language: 'en' | 'ku') => t('content.inLanguage', { field: t(`content.fields.${field}`), language: t(`languages.${language}`) });
  return (
    <FieldGrid>
      <TextList name={en} label={label('en')} language="en" />
      <TextList name={ku} label={label('ku')} language="ku" />
    </FieldGrid>
  );
}
