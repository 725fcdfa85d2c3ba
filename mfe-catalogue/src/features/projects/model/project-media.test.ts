import { describe, expect, it } from 'vitest';
import { initialMediaIndex, isVideoPath, projectMedia } from './project-media';

const club = {
  image: '/m/club/cover.jpg',
  titleEn: 'Club',
  titleKu: 'یانە',
  gallery: [
    { image: '/m/club/arena.jpg', caption: 'Arena', captionKu: 'گۆڕەپان' },
    { image: '/m/club/tour.mp4', caption: 'Tour', captionKu: 'گەشت' },
    { image: '/m/club/jump.MP4', caption: 'Jump', captionKu: 'بازدان' },
  ],
};

describe('project media', () => {
  it('tells a video by its .mp4 ending', () => {
    expect(isVideoPath('/a/b.mp4')).toBe(true);
    expect(isVideoPath('/a/b.MP4')).toBe(true);
    expect(isVideoPath('/a/b.jpg')).toBe(false);
    expect(isVideoPath('/a/mp4.jpg')).toBe(false);
  });

  it('lists the project image first, then its gallery', () => {
    const items = projectMedia(club);
    expect(items.map((item) => item.src)).toEqual(['/m/club/cover.jpg', '/m/club/arena.jpg', '/m/club/tour.mp4', '/m/club/jump.MP4']);
    expect(items[0]).toEqual({ src: '/m/club/cover.jpg', caption: 'Club', captionKu: 'یانە', isVideo: false });
    expect(projectMedia({ ...club, gallery: null })).toHaveLength(1);
  });

  it('opens on the first video when asked, else on the first item', () => {
    const items = projectMedia(club);
    expect(initialMediaIndex(items, true)).toBe(2);
    expect(initialMediaIndex(items, false)).toBe(0);
    expect(initialMediaIndex(projectMedia({ ...club, gallery: [] }), true)).toBe(0);
  });

  it('opens on the item the URL asks for (?media=), when it is one of the items', () => {
    const items = projectMedia(club);
    expect(initialMediaIndex(items, true, '1')).toBe(1);
    expect(initialMediaIndex(items, false, '0')).toBe(0);
    expect(initialMediaIndex(items, true, '9')).toBe(2);
    expect(initialMediaIndex(items, false, 'x')).toBe(0);
    expect(initialMediaIndex(items, false, '-1')).toBe(0);
    expect(initialMediaIndex(items, false, '')).toBe(0);
  });
});
