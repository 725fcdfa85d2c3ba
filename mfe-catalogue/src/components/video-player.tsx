import { useEffect, useRef } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { prefersReducedMotion } from '../lib/prefers-reduced-motion';

interface VideoPlayerProps {
  src: string;
  className?: string;
  /** Autoplaying videos are always muted (browsers allow no other), and only inside an opened modal. */
  autoPlay?: boolean;
  /** Outside a modal `none`: nothing is downloaded before the visitor plays it. */
  preload?: 'none' | 'metadata';
  label?: string;
}

/**
 * A local mp4 with controls and the fallback text of docs/product.md §10 in the current language. A visitor who prefers
 * reduced motion gets no autoplay: the video waits for its play button.
 */
export function VideoPlayer({ src, className, autoPlay = false, preload = 'none', label }: VideoPlayerProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLVideoElement>(null);
  const plays = autoPlay && !prefersReducedMotion();
  useEffect(() => {
    // Markup rendered elsewhere (on the server) may still carry autoplay; the preference read here wins.
    const video = ref.current;
    if (video && autoPlay && prefersReducedMotion()) {
      video.autoplay = false;
      if (!video.paused) video.pause();
    }
  }, [autoPlay]);
  return (
    <video ref={ref} className={className} src={src} controls playsInline preload={preload} autoPlay={plays} muted={plays} loop={plays} aria-label={label}>
      {t('media.videoFallback')}
    </video>
  );
}
