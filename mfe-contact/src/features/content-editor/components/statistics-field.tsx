import { Flex, Form, InputNumber, Select } from '@azmar/kit/antd/antd-staff';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { FieldGrid } from '../../../components/field-grid';
import { LAYOUT_CHOICES, STATISTICS_LAYOUTS, type StatisticsLayout } from '../model/statistics-layout';
import { BilingualText } from './bilingual-text';

/** A project's statistics: the layout first (it decides which numbers the card shows), then its numbers and the overview. */
export function StatisticsField() {
  const { t } = useTranslation('staff');
  const layout = Form.useWatch<StatisticsLayout | undefined>('statisticsLayout') ?? 'none';
  return (
    <Flex vertical gap="middle" data-testid="staff-statistics">
      <Form.Item name="statisticsLayout" label={t('content.fields.layout')}>
        <Select options={LAYOUT_CHOICES.map((value) => ({ value, label: t(`content.layouts.${value}`) }))} />
      </Form.Item>
      {layout !== 'none' && (
        <>
          <FieldGrid layout="grid">
            {STATISTICS_LAYOUTS[layout].map((key) => (
              <Form.Item key={key} name={['statistics', key]} label={t(`content.stats.${key}`)}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            ))}
          </FieldGrid>
          <BilingualText en={['statistics', 'overview']} ku={['statistics', 'overviewKu']} field="overview" multiline />
        </>
      )}
    </Flex>
  );
}
