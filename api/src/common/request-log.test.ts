import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log.js';

describe('loggedUrl', () => {
  it("keeps a staff URL's parameter names and drops their values (F14: search terms stay out of the log)", () => {
    expect(loggedUrl('/api/staff/messages?q=dara%40example.com&folder=spam&page=2')).toBe('/api/staff/messages?q=…&folder=…&page=…');
    expect(loggedUrl('/api/staff/messages/export?q=%D8%AF%D8%A7%D8%B1%D8%A7')).toBe('/api/staff/messages/export?q=…');
  });

  it('leaves a public URL and a staff URL without a query as they are', () => {
    expect(loggedUrl('/api/products?lang=ku')).toBe('/api/products?lang=ku');
    expect(loggedUrl('/api/staff/session')).toBe('/api/staff/session');
  });
});
