import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { REDUCED_DATA, REDUCED_MOTION } from '../hooks/use-media-query';
import { HERO_VIDEO_SRC, HeroVideo } from './hero-video';

function preferring(matching: string[]) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: matching.includes(query), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

function renderVideo(): HTMLVideoElement {
  // jsdom has no media playback; the component only needs these to exist.
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  render(
    <KitProvider>
      <HeroVideo />
    </KitProvider>,
  );
  return screen.getByTestId('hero-video') as HTMLVideoElement;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hero video loading', () => {
  it('has no source when rendered, and gets it once the loaded page is idle', async () => {
    vi.useFakeTimers();
    preferring([]);
    const video = renderVideo();
    expect(video.getAttribute('src')).toBeNull();
    await act(async () => vi.runAllTimers());
    expect(video.getAttribute('src')).toBe(HERO_VIDEO_SRC);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it.each([
    ['reduced motion', REDUCED_MOTION],
    ['reduced data', REDUCED_DATA],
  ])('never gets a source for a visitor who prefers %s', async (_name, query) => {
    vi.useFakeTimers();
    preferring([query]);
    const video = renderVideo();
    await act(async () => vi.runAllTimers());
    expect(video.getAttribute('src')).toBeNull();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });
});
