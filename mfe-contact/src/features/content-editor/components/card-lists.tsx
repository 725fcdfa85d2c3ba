import type { ReactNode } from 'react';
import { Button, Card, Flex, Form } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { BilingualText } from './bilingual-text';
import { ListControls } from './list-controls';
import { MediaPathInput } from './media-path-input';
import { BilingualList } from './text-list';

/** A list of entries, each a card of its own fields named "Item n" (a screen reader hears which): add, reorder, remove. */
function CardList({
  name,
  testId,
  add,
  blank,
  children,
}: {
  name: string;
  testId: string;
  add: string;
  blank: object;
  children: (at: number, what: string) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguageStore((state) => state.language);
  return (
    <Form.List name={name}>
      {(fields, { add: append, remove, move }) => (
        <Flex vertical gap="middle" data-testid={testId}>
          {fields.map((field, index) => {
            const what = t('content.item', { n: formatNumber(index + 1, language) });
            return (
              <Card key={field.key} size="small" title={what} role="group" aria-label={what} style={{ background: 'var(--azmar-surface)' }}>
                {children(field.name, what)}
                <ListControls what={what} index={index} count={fields.length} move={move} remove={remove} />
              </Card>
            );
          })}
          <Button style={{ alignSelf: 'start' }} onClick={() => append(blank)}>
            {add}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/**
 * A gallery: each picture (or `.mp4` video) by its path, chosen from the media section's uploads or pasted, with its
 * caption in both languages.
 */
export function GalleryField() {
  const { t } = useTranslation('staff');
  return (
    <CardList name="gallery" testId="staff-gallery" add={t('content.addGalleryItem')} blank={{ image: '', caption: '', captionKu: '' }}>
      {(at, what) => (
        <>
          <Form.Item name={[at, 'image']} label={t('content.fields.galleryImage')} rules={[{ required: true, whitespace: true, message: t('required') }]}>
            <MediaPathInput label={`${what}: ${t('content.fields.galleryImage')}`} />
          </Form.Item>
          <BilingualText en={[at, 'caption']} ku={[at, 'captionKu']} field="caption" />
        </>
      )}
    </CardList>
  );
}

/** A project's interviews: who (name and position in both languages) and their statements in each language. */
export function InterviewsField() {
  const { t } = useTranslation('staff');
  return (
    <CardList
      name="interviews"
      testId="staff-interviews"
      add={t('content.addInterview')}
      blank={{ interviewee: '', intervieweeKu: '', role: '', roleKu: '', statements: [], statementsKu: [] }}
    >
      {(at) => (
        <>
          <BilingualText en={[at, 'interviewee']} ku={[at, 'intervieweeKu']} field="interviewee" />
          <BilingualText en={[at, 'role']} ku={[at, 'roleKu']} field="role" />
          <BilingualList en={[at, 'statements']} ku={[at, 'statementsKu']} field="statements" />
        </>
      )}
    </CardList>
  );
}
