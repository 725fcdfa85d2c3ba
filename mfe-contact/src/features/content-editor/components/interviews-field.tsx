import { Button, Card, Flex, Form } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { BilingualText } from './bilingual-text';
import { ListControls } from './list-controls';
import { BilingualList } from './text-list';

/** A project's interviews: who (name and position in both languages) and their statements in each language. */
export function InterviewsField() {
  const { t } = useTranslation('staff');
  const language = useLanguageStore((state) => state.language);
  return (
    <Form.List name="interviews">
      {(fields, { add, remove, move }) => (
        <Flex vertical gap="middle" data-testid="staff-interviews">
          {fields.map((field, index) => {
            const what = t('content.item', { n: formatNumber(index + 1, language) });
            return (
              <Card key={field.key} size="small" title={what} role="group" aria-label={what} style={{ background: 'var(--azmar-surface)' }}>
                <BilingualText en={[field.name, 'interviewee']} ku={[field.name, 'intervieweeKu']} field="interviewee" />
                <BilingualText en={[field.name, 'role']} ku={[field.name, 'roleKu']} field="role" />
                <BilingualList en={[field.name, 'statements']} ku={[field.name, 'statementsKu']} field="statements" />
                <ListControls what={what} index={index} count={fields.length} move={move} remove={remove} />
              </Card>
            );
          })}
          <Button
            style={{ alignSelf: 'start' }}
            onClick={() => add({ interviewee: '', intervieweeKu: '', role: '', roleKu: '', statements: [], statementsKu: [] })}
          >
            {t('content.addInterview')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
