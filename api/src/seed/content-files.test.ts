import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Service } from '@azmar/contract/content/service';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceShape } from '../contract/content-shapes.js';
import { ContentFileError, loadContent, validateItems } from './content-files.js';

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

describe('validateItems', () => {
  it('returns the items of a valid file', () => {
    expect(validateItems('services.json', [service, { ...service, id: 2, sector: 'mechanical', icon: 'cogs' }], serviceShape)).toHaveLength(2);
  });

  it('names the file, the item (position and id) and the field of every problem', () => {
    const bad = [service, { ...service, id: 2, titleKu: '   ', icon: 'hammer' }, { ...service }];
    const error = (() => {
      try {
        validateItems('services.json', bad, serviceShape);
      } catch (e) {
        return e as ContentFileError;
      }
      throw new Error('expected a ContentFileError');
    })();
    expect(error).toBeInstanceOf(ContentFileError);
    expect(error.file).toBe('services.json');
    expect(error.problems).toEqual([
      'item 2 (id 2), field "titleKu": must be a non-empty string',
      'item 2 (id 2), field "icon": must be one of hard-hat, industry, microchip, cogs',
      'item 3 (id 1), field "id": duplicates item 1',
    ]);
    expect(error.message).toMatch(/^Content file services\.json is invalid:\n {2}- item 2 \(id 2\), field "titleKu"/);
  });

  it('rejects a file that is not an array', () => {
    expect(() => validateItems('services.json', { services: [] }, serviceShape)).toThrow(/services\.json is invalid:\n {2}- must hold a JSON array/);
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
