import { describe, expect, it } from 'vitest';
import { ROUTE_CONTENT, routeLastModified, w3cDatetime } from './route-dates.js';
import { SITE_ROUTES } from './route-manifest.js';

const DATES = { services: '2026-11-20T08:00:00.000Z', projects: '2026-11-22T10:15:30.250Z', products: '2026-11-21T00:00:00.000Z' };

describe('the content of each page', () => {
  it('names every route of the manifest', () => {
    expect(Object.keys(ROUTE_CONTENT).sort()).toEqual(SITE_ROUTES.map((route) => route.id).sort());
  });

  it('dates each catalogue page by its own table, and home by the newest of the three', () => {
    expect(routeLastModified('services', DATES)).toBe(DATES.services);
    expect(routeLastModified('projects', DATES)).toBe(DATES.projects);
    expect(routeLastModified('products', DATES)).toBe(DATES.products);
    expect(routeLastModified('home', DATES)).toBe(DATES.projects);
    expect(routeLastModified('home', { ...DATES, products: '2026-11-23T00:00:00+03:00' })).toBe('2026-11-23T00:00:00+03:00');
  });

  it('gives no date to About and Contact, whose text is not content, nor when nothing is known', () => {
    expect(routeLastModified('about', DATES)).toBeNull();
    expect(routeLastModified('contact', DATES)).toBeNull();
    expect(routeLastModified('services', null)).toBeNull();
    expect(routeLastModified('services', { ...DATES, services: null })).toBeNull();
    expect(routeLastModified('home', { services: null, projects: null, products: DATES.products })).toBe(DATES.products);
  });
});

describe('w3cDatetime', () => {
  it('writes UTC to the second', () => {
    expect(w3cDatetime('2026-11-22T10:15:30.250Z')).toBe('2026-11-22T10:15:30Z');
    expect(w3cDatetime('2026-11-23T01:00:00+03:00')).toBe('2026-11-22T22:00:00Z');
  });
});
