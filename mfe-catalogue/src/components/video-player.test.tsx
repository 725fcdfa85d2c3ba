import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { VideoPlayer } from './video-player';

/** Answers every media query with `reduce` for reduced motion, as a browser set to reduce motion does. */
function emulateReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const renderVideo = () =>
  render(
    <KitProvider>
      <VideoPlayer src="/assets/media/clip.mp4" autoPlay preload="metadata" label="Featured video" />
    </KitProvider>,
  ).container.querySelector('video') as HTMLVideoElement;

afterEach(() => vi.unstubAllGlobals());

describe('VideoPlayer', () => {
  it('autoplays muted and looping when asked to', () => {
    emulateReducedMotion(false);
    const video = renderVideo();
    expect({ autoplay: video.autoplay, muted: video.muted, loop: video.loop }).toEqual({ autoplay: true, muted: true, loop: true });
  });

  it('does not autoplay for a visitor who prefers reduced motion, and keeps its controls', () => {
    emulateReducedMotion(true);
    const video = renderVideo();
    expect(video.autoplay).toBe(false);
    expect(video.loop).toBe(false);
    expect(video.controls).toBe(true);
  });
});
