import { mediaSources, type StaffMedia } from '@azmar/contract/staff/media';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';

/**
 * A small picture of an upload (its smallest WebP), with its alt text in the staff member's language; a video says so.
 * `decorative` when the alt text is written beside it (the media picker's choices), so a screen reader hears it once.
 */
export function MediaThumbnail({ media, language, decorative = false }: { media: StaffMedia; language: 'en' | 'ku'; decorative?: boolean }) {
  const { t } = useTranslation('staff');
  if (media.kind === 'video') return <span>{t('media.video')}</span>;
  const sources = mediaSources(media.path);
  const smallest = sources?.variants.find((variant) => variant.format === 'webp');
  return (
    <img
      src={smallest?.url ?? media.path}
      width={96}
      height={media.width && media.height ? Math.max(1, Math.round((96 * media.height) / media.width)) : 64}
      alt={decorative ? '' : language === 'ku' ? media.altKu : media.altEn}
      loading="lazy"
      style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 4 }}
    />
  );
}
