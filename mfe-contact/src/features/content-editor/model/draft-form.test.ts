import { describe, expect, it } from 'vitest';
import type { ContentDraftOf } from '@azmar/contract/staff/content-items';
import { draftOf, formValuesOf } from './draft-form';

const project: ContentDraftOf<'projects'> = {
  titleEn: 'Highway',
  titleKu: 'ڕێگا',
  descriptionEn: 'A road',
  descriptionKu: 'ڕێگایەک',
  image: '/assets/media/projects/highway.jpg',
  isActive: true,
  status: 'completed',
  sector: 'construction',
  partnership: null,
  partnershipKu: null,
  completedAt: '2020-01-01',
  gallery: null,
  statistics: { totalLength: 12, lanes: 4, overview: null, overviewKu: null },
  interviews: null,
};

describe('draft and form values', () => {
  it('opens null lists as empty lists and reads the statistics layout', () => {
    const values = formValuesOf('projects', project);
    expect(values.gallery).toEqual([]);
    expect(values.interviews).toEqual([]);
    expect(values.partnership).toBe('');
    expect(values.statisticsLayout).toBe('highway');
  });

  it('saves empties as null, trims texts, drops blank lines and keeps only the chosen layout', () => {
    const values = formValuesOf('projects', project);
    const saved = draftOf(
      'projects',
      { ...values, titleKu: '  ڕێگای نوێ ', partnership: ' ', statisticsLayout: 'equestrian', statistics: { constructionYear: 2019, lanes: 4 } },
      project,
    );
    expect(saved).toMatchObject({ titleKu: 'ڕێگای نوێ', partnership: null, gallery: null, interviews: null });
    expect((saved as ContentDraftOf<'projects'>).statistics).toEqual({ constructionYear: 2019, overview: null, overviewKu: null });
  });

  it('shows the completion timestamp as its day, keeps the stored time when the day is kept, and saves a new day as its midnight UTC', () => {
    const stored = { ...project, completedAt: '2023-10-15T09:00:00.000Z' };
    const values = formValuesOf('projects', stored);
    expect(values.completedAt).toBe('2023-10-15');
    expect((draftOf('projects', values, stored) as ContentDraftOf<'projects'>).completedAt).toBe('2023-10-15T09:00:00.000Z');
    const moved = draftOf('projects', { ...values, completedAt: ' 2024-02-29 ' }, stored) as ContentDraftOf<'projects'>;
    expect(moved.completedAt).toBe('2024-02-29T00:00:00.000Z');
    expect((draftOf('projects', { ...values, completedAt: '' }, stored) as ContentDraftOf<'projects'>).completedAt).toBeNull();
  });

  it('keeps what the form does not show, and drops blank lines of a text list', () => {
    const product: ContentDraftOf<'products'> = {
      titleEn: 'Pavers',
      titleKu: 'بەردی ڕێگا',
      descriptionEn: 'd',
      descriptionKu: 'و',
      image: '/x.jpg',
      isActive: true,
      category: 'paver-blocks',
      specifications: ['a'],
      specificationsKu: ['ا'],
      gallery: null,
      videoUrl: null,
      videoCaption: null,
      videoCaptionKu: null,
      linkedinUrl: null,
    };
    const saved = draftOf('products', { specifications: ['a', '  ', 'b'] }, product) as ContentDraftOf<'products'>;
    expect(saved.specifications).toEqual(['a', 'b']);
    expect(saved.specificationsKu).toEqual(['ا']);
  });
});
