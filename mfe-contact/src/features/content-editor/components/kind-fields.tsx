import { useId } from 'react';
import type { ContentKind } from '@azmar/contract/content/content-dates';
import { PRODUCT_CATEGORIES } from '@azmar/contract/content/product';
import { isProjectSector, PROJECT_SECTORS, PROJECT_STATUSES } from '@azmar/contract/content/project';
import { SECTOR_ORDER, SERVICE_ICONS } from '@azmar/contract/content/service';
import { Checkbox, Flex, Form, Input, Select } from '@azmar/kit/antd/antd-staff';
import { categoryLabel, sectorLabel, statusLabel } from '@azmar/kit/i18n/content-labels';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { FieldGrid } from '../../../components/field-grid';
import { BilingualText } from './bilingual-text';
import { MediaPathInput } from './media-path-input';
import { BilingualList } from './text-list';

// Codes the API keeps: each shown by the name the public pages give it, in the studio's language; an icon by its code.
const options = (values: readonly string[], label: (value: string) => string = (value) => value) => values.map((value) => ({ value, label: label(value) }));

/**
 * A project's sector: a code of its own (the site's five sectors are offered, any other may be written), with the name
 * the public pages give it, in the studio's language, under the box. The code is checked as the API checks it
 * (`isProjectSector`), trimmed as the draft is before it is sent.
 */
function ProjectSectorField() {
  const { t } = useTranslation('staff');
  const suggestions = useId();
  const sector = (Form.useWatch<string | undefined>('sector') ?? '').trim();
  return (
    <>
      <Form.Item
        name="sector"
        label={t('content.fields.sector')}
        rules={[
          { required: true, whitespace: true, message: t('required') },
          {
            validator: async (_rule, value: unknown) => {
              const code = typeof value === 'string' ? value.trim() : '';
              if (code !== '' && !isProjectSector(code)) throw new Error(t('content.fields.sectorCode'));
            },
          },
        ]}
        extra={sector ? t('content.fields.sectorShownAs', { name: sectorLabel(t, sector) }) : undefined}
      >
        <Input dir="ltr" list={suggestions} />
      </Form.Item>
      <datalist id={suggestions}>
        {PROJECT_SECTORS.map((code) => (
          <option key={code} value={code} label={sectorLabel(t, code)} />
        ))}
      </datalist>
    </>
  );
}

/** The texts tab: title and description in both languages, the image, whether it is shown, and the kind's own codes. */
export function KindFields({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('staff');
  return (
    <Flex vertical gap="middle">
      <BilingualText en="titleEn" ku="titleKu" field="title" />
      <BilingualText en="descriptionEn" ku="descriptionKu" field="description" multiline />
      <FieldGrid layout="grid">
        <Form.Item name="image" label={t('content.fields.image')}>
          <MediaPathInput kind="image" label={t('content.fields.image')} />
        </Form.Item>
        {kind === 'services' && (
          <>
            <Form.Item name="sector" label={t('content.fields.sector')}>
              <Select options={options(SECTOR_ORDER, (sector) => sectorLabel(t, sector))} />
            </Form.Item>
            <Form.Item name="icon" label={t('content.fields.icon')}>
              <Select options={options(SERVICE_ICONS)} />
            </Form.Item>
          </>
        )}
        {kind === 'projects' && (
          <>
            <Form.Item name="status" label={t('content.fields.status')}>
              <Select options={options(PROJECT_STATUSES, (status) => statusLabel(t, status))} />
            </Form.Item>
            <ProjectSectorField />
            <Form.Item
              name="completedAt"
              label={t('content.fields.completedAt')}
              rules={[{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('content.fields.completedAt') }]}
            >
              <Input dir="ltr" />
            </Form.Item>
          </>
        )}
        {kind === 'products' && (
          <>
            <Form.Item name="category" label={t('content.fields.category')}>
              <Select options={options(PRODUCT_CATEGORIES, (category) => categoryLabel(t, category))} />
            </Form.Item>
            <Form.Item name="linkedinUrl" label={t('content.fields.linkedinUrl')} rules={[{ type: 'url', message: t('content.fields.linkedinUrl') }]}>
              <Input dir="ltr" type="url" />
            </Form.Item>
          </>
        )}
      </FieldGrid>
      {kind === 'projects' && <BilingualText en="partnership" ku="partnershipKu" field="partnership" multiline />}
      <Form.Item name="isActive" valuePropName="checked">
        <Checkbox>{t('content.fields.isActive')}</Checkbox>
      </Form.Item>
    </Flex>
  );
}

/** The lists tab of each kind. */
export function KindLists({ kind }: { kind: ContentKind }) {
  if (kind === 'services') {
    return (
      <Flex vertical gap="middle">
        <BilingualList en="features" ku="featuresKu" field="features" />
        <BilingualList en="detailedFeaturesEn" ku="detailedFeaturesKu" field="detailedFeatures" />
      </Flex>
    );
  }
  if (kind === 'products') return <BilingualList en="specifications" ku="specificationsKu" field="specifications" />;
  return null;
}

/** The video tab: services (`video`, description) and products (`videoUrl`, caption). */
export function KindVideo({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('staff');
  if (kind === 'services') {
    return (
      <Flex vertical gap="middle">
        <Form.Item name="video" label={t('content.fields.video')}>
          <MediaPathInput kind="video" label={t('content.fields.video')} />
        </Form.Item>
        <BilingualText en="videoDescriptionEn" ku="videoDescriptionKu" field="videoDescription" multiline />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      <Form.Item name="videoUrl" label={t('content.fields.videoUrl')}>
        <MediaPathInput kind="video" label={t('content.fields.videoUrl')} />
      </Form.Item>
      <BilingualText en="videoCaption" ku="videoCaptionKu" field="videoCaption" multiline />
    </Flex>
  );
}
