import { useEffect, useRef, type SyntheticEvent } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { REDUCED_DATA, REDUCED_MOTION } from '../hooks/use-media-query';

export const HERO_VIDEO_SRC = '/assets/media/hero/hero.mp4';
export const HERO_POSTER_SRC = '/assets/media/hero/hero-poster.jpg';
/** docs/product.md §4: the hero video goes back to the start when it reaches 56 s. */
export const HERO_RESTART_SECONDS = 56;

const prefers = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Runs `start` once the page has loaded and the browser is idle, so the video never competes with the page. */
function whenPageIsIdle(start: () => void): () => void {
  let idleHandle: number | undefined;
  const schedule = () => {
    idleHandle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

function restartAtLimit(event: SyntheticEvent<HTMLVideoElement>): void {
  const video = event.currentTarget;
  if (video.currentTime >= HERO_RESTART_SECONDS) video.currentTime = 0;
}

/**
 * The hero's background video: muted, autoplaying, looping, behind a poster that paints at once. It has no
 * source in the HTML; the source is set only after the page is interactive and idle, and never for a
 * visitor who prefers reduced data or reduced motion (they keep the poster).
 */
export function HeroVideo() {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLVideoElement>(null);
  // The poster is the home page's largest paint. A poster is fetched only once the video is laid out, at low
  // priority; this hint (in the server's <head>) fetches it with the page's first requests instead.
  preload(HERO_POSTER_SRC, { as: 'image', fetchPriority: 'high' });
  useEffect(() => {
    const video = ref.current;
    if (!video || prefers(REDUCED_MOTION) || prefers(REDUCED_DATA)) return;
    return whenPageIsIdle(() => {
      // React sets `muted` as a property only; browsers allow autoplay for muted videos.
      video.muted = true;
      video.src = HERO_VIDEO_SRC;
      video.load();
      Promise.resolve()
        .then(() => video.play())
        .catch(() => {
          // Autoplay refused (e.g. power saving): the poster stays, which is fine.
        });
    });
  }, []);
  return (
    <video
      ref={ref}
      className="home-hero__video"
      data-testid="hero-video"
      poster={HERO_POSTER_SRC}
      muted
      autoPlay
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onTimeUpdate={restartAtLimit}
    >
      {t('media.videoFallback')}
    </video>
  );
}
