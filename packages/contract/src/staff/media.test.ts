import { describe, expect, it } from 'vitest';
import { mediaSources, mediaWidthsFor, staffMediaListUrl } from './media.js';

const ID = '0123456789abcdef0123456789abcdef';

describe('mediaSources', () => {
  it('gives every variant of an uploaded image, never wider than the original, heights kept in proportion', () => {
    const sources = mediaSources(`/api/media/${ID}/1200x800.jpg`)!;
    expect(sources.width).toBe(1200);
    expect(sources.height).toBe(800);
    expect(sources.srcset.avif).toBe(`/api/media/${ID}/480w.avif 480w, /api/media/${ID}/960w.avif 960w, /api/media/${ID}/1200w.avif 1200w`);
    expect(sources.variants.find((v) => v.format === 'webp' && v.width === 480)!.height).toBe(320);
  });

  it('caps the largest variant at 1600 and keeps a small image to its own width', () => {
    expect(mediaWidthsFor(4000)).toEqual([480, 960, 1600]);
    expect(mediaWidthsFor(300)).toEqual([300]);
    expect(mediaWidthsFor(960)).toEqual([480, 960]);
  });

  it('is null for the site’s own images, videos and anything that only looks like a media path', () => {
    expect(mediaSources('/assets/media/services/construction.jpg')).toBeNull();
    expect(mediaSources(`/api/media/${ID}/video.mp4`)).toBeNull();
    expect(mediaSources(`/api/media/${ID}/1200x800.svg`)).toBeNull();
    expect(mediaSources(`/api/media/../${ID}/1200x800.jpg`)).toBeNull();
  });
});

describe('staffMediaListUrl', () => {
  it('names only what is set, the search trimmed and encoded', () => {
    expect(staffMediaListUrl({})).toBe('/api/staff/media');
    expect(staffMediaListUrl({ page: 2 })).toBe('/api/staff/media?page=2');
    expect(staffMediaListUrl({ kind: 'image', q: '  stables & yard ', page: 1, pageSize: 12 })).toBe(
      '/api/staff/media?kind=image&q=stables%20%26%20yard&page=1&pageSize=12',
    );
    expect(staffMediaListUrl({ q: '   ' })).toBe('/api/staff/media');
    expect(staffMediaListUrl({ q: 'تەویلە' })).toBe(`/api/staff/media?q=${encodeURIComponent('تەویلە')}`);
  });
});
