import { describe, expect, it } from 'vitest';
import { pathInLanguage } from '../routes/language-urls.js';
import { checkContactAbout, checkContactPage, contactParams, parseAbout, sourcePageOf } from './contact-context.js';

describe('where a message came from', () => {
  it('makes the contact link of a page’s button, in its language, with the item when it has one', () => {
    expect(pathInLanguage('/contact', 'ku', contactParams('projects'))).toBe('/contact?lang=ku&from=projects');
    expect(pathInLanguage('/contact', 'en', contactParams('home', { kind: 'service', id: 3 }))).toBe('/contact?lang=en&from=home&about=service-3');
  });

  it('reads an item reference strictly', () => {
    expect(parseAbout('product-12')).toEqual({ kind: 'product', id: 12 });
    for (const bad of ['product-0', 'product-012', 'thing-1', 'product-', 'product-1234567890', ' product-1', 12, null]) expect(parseAbout(bad)).toBeNull();
  });

  it('knows the page of a path, and only the pages a button can be on', () => {
    expect(sourcePageOf('/')).toBe('home');
    expect(sourcePageOf('/services/')).toBe('services');
    expect(sourcePageOf('/contact')).toBeNull();
    expect(sourcePageOf('/inbox')).toBeNull();
  });

  it('gives the API one message for a page or item it does not know, and takes absent as absent', () => {
    expect(checkContactPage(undefined)).toBeNull();
    expect(checkContactPage('products')).toBeNull();
    expect(checkContactPage('contact')).toBe('Page must be one of home, about, services, projects, products');
    expect(checkContactAbout(null)).toBeNull();
    expect(checkContactAbout('service-1')).toBeNull();
    expect(checkContactAbout('service-x')).toBe('About must name a service, project or product, like product-12');
  });
});
