import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import type { ClassConstructor } from 'class-transformer';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ROOT } from '../config/api-root.js';
import { ProductDto } from '../products/product.dto.js';
import { ProjectDto } from '../projects/project.dto.js';
import { ServiceDto } from '../services/service.dto.js';
import { ContentFileError, loadContent, validateItems } from './content-files.js';

const readContent = <T>(file: string): T[] => JSON.parse(readFileSync(path.join(API_ROOT, 'content', file), 'utf8'));

const service: Service = {
  id: 1,
  sector: 'construction',
  titleEn: 'Construction',
  titleKu: 'بیناسازی',
  descriptionEn: 'Roads and buildings.',
  descriptionKu: 'ڕێگا و بینا.',
  image: '/assets/media/services/construction.jpg',
  icon: 'hard-hat',
  features: ['Roads'],
  featuresKu: ['ڕێگا'],
  video: null,
  videoDescriptionEn: null,
  videoDescriptionKu: null,
  detailedFeaturesEn: null,
  detailedFeaturesKu: null,
  isActive: true,
};

const product: Product = {
  id: 16,
  titleEn: 'Poultry line',
  titleKu: 'هێڵی پەلەوەر',
  descriptionEn: 'Feeding and drinking lines.',
  descriptionKu: 'هێڵی خواردن و ئاو.',
  image: '/assets/media/products/poultry.jpg',
  category: 'poultry-equipment',
  specifications: ['Length: 100 m'],
  specificationsKu: ['درێژی: ١٠٠ م'],
  gallery: [{ image: '/assets/media/products/poultry-1.jpg', caption: 'Partners', captionKu: 'هاوبەشان' }],
  videoUrl: null,
  videoCaption: null,
  videoCaptionKu: null,
  linkedinUrl: 'https://www.linkedin.com/company/example',
  isActive: true,
};

/** The ContentFileError `validateItems` throws for `items`. */
function failure(file: string, items: unknown, dto: ClassConstructor<{ id: number }>): ContentFileError {
  try {
    validateItems(file, items, dto);
  } catch (error) {
    if (error instanceof ContentFileError) return error;
    throw error;
  }
  throw new Error('expected a ContentFileError');
}

describe('validateItems', () => {
  it('returns the items of a valid file as they were written', () => {
    const items = [service, { ...service, id: 2, sector: 'mechanical', icon: 'cogs' }];
    expect(validateItems('services.json', items, ServiceDto)).toEqual(items);
    expect(validateItems('products.json', [product], ProductDto)).toEqual([product]);
  });

  it("names the file, the item (position and id) and the field of every problem, in the contract's order", () => {
    const error = failure('services.json', [service, { ...service, id: 2, titleKu: '   ', icon: 'hammer' }, { ...service }], ServiceDto);
    expect(error.file).toBe('services.json');
    expect(error.problems).toEqual([
      'item 2 (id 2), field "titleKu": must not be blank',
      'item 2 (id 2), field "icon": must be one of the following values: hard-hat, industry, microchip, cogs',
      'item 3 (id 1), field "id": duplicates item 1',
    ]);
    expect(error.message).toMatch(/^Content file services\.json is invalid:\n {2}- item 2 \(id 2\), field "titleKu"/);
  });

  it('refuses a missing key (null must be written), an unknown key, a remote image and a fractional id', () => {
    const { video: _video, ...withoutVideo } = service;
    const error = failure('services.json', [{ ...withoutVideo, id: 1.5, image: 'https://cdn.example/x.jpg', colour: 'red' }], ServiceDto);
    expect(error.problems).toEqual([
      'item 1 (id 1.5), field "id": must be an integer number',
      'item 1 (id 1.5), field "image": must be a site-relative path like /assets/media/name.jpg',
      'item 1 (id 1.5), field "video": is missing',
      'item 1 (id 1.5), field "colour": property colour should not exist',
    ]);
  });

  it('checks each item of a list and each field of a nested object', () => {
    const gallery = [product.gallery![0]!, { image: '/assets/media/x.jpg', caption: 'x'.repeat(301), captionKu: 'ک', extra: 1 }];
    const error = failure('products.json', [{ ...product, specifications: ['ok', ''], gallery, linkedinUrl: 'ftp://example.com/x' }], ProductDto);
    expect(error.problems).toEqual([
      'item 1 (id 16), field "specifications": each value in specifications must not be blank',
      'item 1 (id 16), field "gallery[1].caption": must be shorter than or equal to 300 characters',
      'item 1 (id 16), field "gallery[1].extra": property extra should not exist',
      'item 1 (id 16), field "linkedinUrl": must be a URL address',
    ]);
  });

  it("checks a project's date, statistics and interviews, and wants null written for none", () => {
    const [, , project] = readContent<Project>('projects.json');
    expect(validateItems('projects.json', [project], ProjectDto)).toEqual([project]);
    const interviews = [{ ...project!.interviews![0]!, statements: [] }];
    const { statistics: _statistics, ...withoutStatistics } = project!;
    const error = failure(
      'projects.json',
      [
        { ...withoutStatistics, completedAt: '2021-09-01', interviews },
        { ...project, statistics: { lanes: -2 } },
      ],
      ProjectDto,
    );
    expect(error.problems).toEqual([
      'item 1 (id 3), field "completedAt": must be an ISO-8601 UTC timestamp like 2021-06-30T00:00:00.000Z',
      'item 1 (id 3), field "statistics": is missing',
      'item 1 (id 3), field "interviews[0].statements": must contain at least 1 elements',
      'item 2 (id 3), field "statistics.lanes": must not be less than 0',
      'item 2 (id 3), field "id": duplicates item 1',
    ]);
  });

  it('rejects a file that is not an array, and an item that is not an object', () => {
    expect(() => validateItems('services.json', { services: [] }, ServiceDto)).toThrow(/services\.json is invalid:\n {2}- must hold a JSON array/);
    expect(failure('services.json', [service, [service]], ServiceDto).problems).toEqual(['item 2: must be an object']);
  });
});

describe('loadContent', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('names a missing file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'azmar-content-unit-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'services.json'), JSON.stringify([service]));
    await expect(loadContent(dir)).rejects.toThrow(/projects\.json is invalid:\n {2}- cannot be read/);
  });
});
