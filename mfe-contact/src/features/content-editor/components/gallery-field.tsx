import { Button, Card, Flex, Form } from '@azmar/kit/antd/antd-staff';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { BilingualText } from './bilingual-text';
import { ListControls } from './list-controls';
import { MediaPathInput } from './media-path-input';

/**
 * A gallery: each picture (or `.mp4` video) by its path, chosen from the media section's uploads or pasted, with its
 * caption in both languages; add, reorder, remove.
 */
export function GalleryField() {
  const { t } = useTranslation('staff');
  const language = useLanguageStore((state) => state.language);
  return (
    <Form.List name="gallery">
      {(fields, { add, remove, move }) => (
        <Flex vertical gap="middle" data-testid="staff-gallery">
          {fields.map((field, index) => {
            const what = t('content.item', { n: formatNumber(index + 1, language) });
            return (
              <Card key={field.key} size="small" title={what} role="group" aria-label={what} style={{ background: 'var(--azmar-surface)' }}>
                <Form.Item
                  name={[field.name, 'image']}
                  label={t('content.fields.galleryImage')}
                  rules={[{ required: true, whitespace: true, message: t('required') }]}
                >
                  <MediaPathInput label={`${what}: ${t('content.fields.galleryImage')}`} />
                </Form.Item>
                <BilingualText en={[field.name, 'caption']} ku={[field.name, 'captionKu']} field="caption" />
                <ListControls what={what} index={index} count={fields.length} move={move} remove={remove} />
              </Card>
            );
          })}
          <Button style={{ alignSelf: 'start' }} onClick={() => add({ image: '', caption: '', captionKu: '' })}>
            {t('content.addGalleryItem')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
