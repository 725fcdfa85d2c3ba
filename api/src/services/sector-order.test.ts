import type { Service } from '@azmar/contract/content/service';
import { describe, expect, it } from 'vitest';
import { sortBySector } from './sector-order.js';

const service = (id: number, sector: string): Service => ({ id, sector }) as Service;

describe('sortBySector', () => {
  it('orders by the fixed sector order, keeping the given order (the staff’s positions) within a sector, an unknown sector last', () => {
    const sorted = sortBySector([
      service(5, 'electronics'),
      service(7, 'poultry'),
      service(2, 'electronics'),
      service(4, 'mechanical'),
      service(9, 'construction'),
      service(1, 'manufacturing'),
    ]);
    expect(sorted.map((s) => [s.sector, s.id])).toEqual([
      ['construction', 9],
      ['manufacturing', 1],
      ['electronics', 5],
      ['electronics', 2],
      ['mechanical', 4],
      ['poultry', 7],
    ]);
  });
});
