import type { Service } from '@azmar/contract/content/service';
import { describe, expect, it } from 'vitest';
import { sortBySector } from '../services/sector-order.js';
import { ServiceEntity } from '../services/service.entity.js';
import { ContentList } from './content-list.js';
import { SERVICES } from './content-resources.js';

const make = (id: number, sector: Service['sector'], isActive = true): ServiceEntity =>
  Object.assign(new ServiceEntity(), {
    id,
    sector,
    titleEn: `T${id}`,
    titleKu: `ت${id}`,
    descriptionEn: 'd',
    descriptionKu: 'د',
    image: `/assets/media/${id}.jpg`,
    icon: 'cogs',
    features: [],
    featuresKu: [],
    video: undefined,
    videoDescriptionEn: null,
    videoDescriptionKu: null,
    detailedFeaturesEn: null,
    detailedFeaturesKu: null,
    isActive,
  });

describe('ContentList of services', () => {
  it('lists active services in sector order, every key present with null for absent values', async () => {
    const rows = [make(1, 'mechanical'), make(2, 'construction'), make(3, 'electronics'), make(4, 'manufacturing')];
    const repository = { find: async () => rows };
    const list = await new ContentList(SERVICES, repository as never).findActive();
    expect(list.map((s) => s.sector)).toEqual(['construction', 'manufacturing', 'electronics', 'mechanical']);
    expect(list[0]).toHaveProperty('video', null);
    expect(Object.keys(list[0]!)).toHaveLength(16);
  });

  it('sorts by id within a sector', () => {
    const sorted = sortBySector([make(5, 'electronics'), make(2, 'electronics'), make(9, 'construction')] as Service[]);
    expect(sorted.map((s) => s.id)).toEqual([9, 2, 5]);
  });
});
