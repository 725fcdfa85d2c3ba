import { describe, expect, it } from 'vitest';
import { parseContentDates } from './content-dates.js';

describe('parseContentDates', () => {
  it('takes an ISO timestamp or null for each content kind', () => {
    const dates = { services: '2026-11-20T08:00:00.000Z', projects: null, products: '2026-11-21T09:30:00+03:00' };
    expect(parseContentDates(dates)).toEqual(dates);
  });

  it('ignores keys it does not know', () => {
    expect(parseContentDates({ services: null, projects: null, products: null, site: 'x' })).toEqual({ services: null, projects: null, products: null });
  });

  it.each([
    ['not an object', 'yesterday'],
    ['null', null],
    ['a missing kind', { services: null, projects: null }],
    ['a date that is no timestamp', { services: '2026-11-20', projects: null, products: null }],
    ['an impossible date', { services: '2026-13-45T00:00:00Z', projects: null, products: null }],
    ['a number', { services: 1764000000000, projects: null, products: null }],
    ['markup', { services: '2026-11-20T08:00:00Z<x>', projects: null, products: null }],
  ])('refuses %s', (_label, value) => {
    expect(parseContentDates(value)).toBeNull();
  });
});
