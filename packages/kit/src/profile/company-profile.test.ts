import { companyProfile, localize, type Localized } from './company-profile';
import { hasArabicScript, kurdishTextProblems, termProblems } from '../../test/text-checks';

function localizedValues(value: unknown, path = 'profile'): Array<[string, Localized]> {
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string' && typeof record.ku === 'string') return [[path, record as Localized]];
  return Object.entries(record).flatMap(([key, child]) => localizedValues(child, `${path}.${key}`));
}

describe('company profile', () => {
  it('has every localized text in both languages, each in its own script', () => {
    const values = localizedValues(companyProfile);
    expect(values.length).toBeGreaterThan(10);
    for (const [path, { en, ku }] of values) {
      expect(en.trim(), path).not.toBe('');
      expect(ku.trim(), path).not.toBe('');
      expect(hasArabicScript(en), `${path}.en`).toBe(false);
      expect(hasArabicScript(ku), `${path}.ku`).toBe(true);
      expect(kurdishTextProblems(path, ku), `${path}.ku`).toEqual([]);
      expect(termProblems(path, en, ku), `${path}.ku`).toEqual([]);
    }
  });

  it('dials the displayed phone number', () => {
    const { display, href } = companyProfile.phone;
    expect(href).toMatch(/^tel:\+964\d{10}$/);
    expect(href.slice('tel:'.length)).toBe(display.replace(/\s/g, ''));
  });

  it('opens WhatsApp on the displayed number', () => {
    const { display, href } = companyProfile.whatsapp;
    expect(href).toMatch(/^https:\/\/wa\.me\/964\d{10}$/);
    expect(`+${href.slice('https://wa.me/'.length)}`).toBe(display.replace(/\s/g, ''));
    expect(new URL(href).protocol).toBe('https:');
  });

  it('mails the displayed address', () => {
    const { display, href } = companyProfile.email;
    expect(display).toMatch(/^[\w.+-]+@azmar-group\.example$/);
    expect(href).toBe(`mailto:${display}`);
  });

  it('embeds an OpenStreetMap map whose box contains the marked office in Sulaymaniyah', () => {
    const { lat, lng, embedUrl, linkUrl } = companyProfile.map;
    // Sulaymaniyah city limits, roughly.
    expect(lat).toBeGreaterThan(35.5);
    expect(lat).toBeLessThan(35.62);
    expect(lng).toBeGreaterThan(45.35);
    expect(lng).toBeLessThan(45.5);
    const url = new URL(embedUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(lng);
    expect(east).toBeGreaterThan(lng);
    expect(south).toBeLessThan(lat);
    expect(north).toBeGreaterThan(lat);
    expect(url.searchParams.get('marker')).toBe(`${lat},${lng}`);
    expect(new URL(linkUrl).hostname).toBe('www.openstreetmap.org');
  });

  it('names the office on Malik Mahmood Road and the partner group', () => {
    expect(companyProfile.address.en).toContain('Malik Mahmood Road');
    expect(companyProfile.address.en).toContain('Sulaymaniyah');
    expect(companyProfile.address.ku).toContain('سلێمانی');
    expect(companyProfile.partner.name.en).toBe('Zagros Development Group');
    expect(companyProfile.established).toBe(2004);
  });

  it('keeps the office hours of docs/product.md §9: Sunday to Thursday open, Friday and Saturday closed', () => {
    const [weekdays, weekend] = companyProfile.businessHours;
    expect(weekdays?.closed).toBe(false);
    expect(weekdays?.hours.en).toBe('8:00 AM – 6:00 PM');
    expect(weekend?.closed).toBe(true);
    expect(weekend?.days.en).toBe('Friday and Saturday');
  });

  it('lists the four social networks with placeholder links', () => {
    expect(companyProfile.social.map((s) => s.network)).toEqual(['facebook', 'instagram', 'linkedin', 'youtube']);
    for (const link of companyProfile.social) expect(link.href).toBe('#');
  });

  it('localizes to Kurdish for ku and to English otherwise', () => {
    const value = { en: 'Azmar Group', ku: 'گرووپی ئەزمەڕ' };
    expect(localize(value, 'ku')).toBe('گرووپی ئەزمەڕ');
    expect(localize(value, 'en')).toBe('Azmar Group');
    expect(localize(value, 'fr' as 'en')).toBe('Azmar Group');
  });
});
