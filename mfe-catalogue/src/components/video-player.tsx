import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';

interface VideoPlayerProps {
  src: string;
  className?: string;
  /** Autoplaying videos are always muted (browsers allow no other), and only inside an opened modal. */
  autoPlay?: boolean;
  /** Outside a modal `none`: nothing is downloaded before the visitor plays it. */
  preload?: 'none' | 'metadata';
  label?: string;
}

/** A local mp4 with controls and the spec's fallback text in the current language. */
export function VideoPlayer({ src, className, autoPlay = false, preload = 'none', label }: VideoPlayerProps) {
  const { t } = useTranslation('common');
  return (
    <video className={className} src={src} controls playsInline preload={preload} autoPlay={autoPlay} muted={autoPlay} loop={autoPlay} aria-label={label}>
      {t('media.videoFallback')}
    </video>
  );
}
