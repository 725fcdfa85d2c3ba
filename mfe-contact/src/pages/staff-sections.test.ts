import { describe, expect, it } from 'vitest';
import { sectionsFor, sectionToOpen } from './staff-sections';

describe('staff sections by role', () => {
  it('shows each role only its part, and everyone their own password', () => {
    expect(sectionsFor(['inbox'])).toEqual(['inbox', 'password']);
    expect(sectionsFor(['editor'])).toEqual(['services', 'projects', 'products', 'media', 'password']);
    expect(sectionsFor(['administrator'])).toEqual(['inbox', 'services', 'projects', 'products', 'media', 'accounts', 'audit', 'password']);
  });

  it('opens the section named when allowed, refuses one not allowed, and else the first allowed', () => {
    expect(sectionToOpen('products', ['editor'])).toEqual({ section: 'products', allowed: true });
    expect(sectionToOpen('accounts', ['editor'])).toEqual({ section: 'accounts', allowed: false });
    expect(sectionToOpen('', ['editor'])).toEqual({ section: 'services', allowed: true });
    expect(sectionToOpen('nonsense', ['inbox'])).toEqual({ section: 'inbox', allowed: true });
  });
});
