import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import { describe, expect, it } from 'vitest';
import { diffFields, mergeForPublish, missingFields, sameContent, withBlanksFilled } from './content-fields.js';

const product: Omit<Product, 'id'> = {
  titleEn: 'Paver',
  titleKu: 'بەرد',
  descriptionEn: 'A block',
  descriptionKu: '',
  image: '/a.jpg',
  category: 'paver-blocks',
  specifications: ['60 mm', '80 mm'],
  specificationsKu: ['٦٠ ملم'],
  gallery: [{ image: '/g.jpg', caption: 'Yard', captionKu: ' ' }],
  videoUrl: null,
  videoCaption: 'Film',
  videoCaptionKu: null,
  linkedinUrl: null,
  isActive: true,
};

describe('missingFields', () => {
  it('names blank texts, one-sided values and shorter lists in their language, nested by path', () => {
    expect(missingFields(product)).toEqual({ en: [], ku: ['descriptionKu', 'specificationsKu[1]', 'videoCaptionKu', 'gallery[0].captionKu'] });
  });

  it('names nothing where both languages are null (an optional field left out)', () => {
    const project = {
      titleEn: 'a',
      titleKu: 'ب',
      partnership: null,
      partnershipKu: null,
      statistics: { overview: null, overviewKu: 'ک' },
    } as unknown as Project;
    expect(missingFields(project)).toEqual({ en: ['statistics.overview'], ku: [] });
  });
});

describe('mergeForPublish', () => {
  const published = { ...product, titleEn: 'Old', titleKu: 'کۆن', specifications: ['old'], image: '/old.jpg' };

  it('publishing Kurdish takes the Kurdish and shared fields, keeps the published English', () => {
    const merged = mergeForPublish('products', product, published, ['ku']);
    expect(merged.titleKu).toBe('بەرد');
    expect(merged.image).toBe('/a.jpg');
    expect(merged.titleEn).toBe('Old');
    expect(merged.specifications).toEqual(['old']);
  });

  it('publishes everything the first time, or when both languages are asked', () => {
    expect(mergeForPublish('products', product, null, ['en'])).toEqual(product);
    expect(mergeForPublish('products', product, published, ['en', 'ku'])).toEqual(product);
  });
});

describe('diffFields', () => {
  it('lists each changed field with its value before and after, nested objects by path', () => {
    const after = { ...product, titleEn: 'New', gallery: [] };
    expect(diffFields(product, after)).toEqual([
      { field: 'titleEn', before: 'Paver', after: 'New' },
      { field: 'gallery', before: product.gallery, after: [] },
    ]);
    expect(diffFields(null, product).map((c) => c.field)).toContain('titleKu');
  });
});

describe('withBlanksFilled', () => {
  it('fills blank texts at any depth and leaves the rest', () => {
    expect(withBlanksFilled({ a: '', b: [' ', 'x'], c: { d: '' }, e: null, f: 3 })).toEqual({ a: 'x', b: ['x', 'x'], c: { d: 'x' }, e: null, f: 3 });
  });
});

describe('sameContent', () => {
  it('compares values, whatever order the keys came in, and tells a changed value', () => {
    const reversed = Object.fromEntries(Object.entries(product).reverse());
    expect(sameContent(product, reversed)).toBe(true);
    expect(sameContent(product, { ...reversed, titleKu: 'نوێ' })).toBe(false);
    expect(sameContent({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
  });
});
