import { describe, expect, it } from 'vitest';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { jsonLdScriptText, organizationJsonLd } from '@azmar/kit/profile/organization-json-ld';

describe('the organization JSON-LD', () => {
  const data = organizationJsonLd(companyProfile, 'en');

  it('is a LocalBusiness with the profile name, founding year, phone and email', () => {
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe('Azmar Group');
    expect(data.alternateName).toBe('گرووپی ئەزمەڕ');
    expect(data.foundingDate).toBe('2004');
    expect(data.telephone).toBe('+9647702451876');
    expect(data.email).toBe(companyProfile.email.display);
  });

  it('places the office on Malik Mahmood Road, Sulaymaniyah, at the map coordinates', () => {
    expect(data.address).toMatchObject({ streetAddress: 'Malik Mahmood Road', addressLocality: 'Sulaymaniyah', addressCountry: 'IQ' });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: companyProfile.map.lat, longitude: companyProfile.map.lng });
  });

  it('opens Sunday to Thursday 8:00 to 18:00, as the page says (Friday and Saturday closed)', () => {
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '18:00' },
    ]);
    expect(companyProfile.businessHours[0]?.hours.en).toBe('8:00 AM – 6:00 PM');
    expect(companyProfile.businessHoursSummary.en).toContain('Friday and Saturday closed');
  });

  it('is in Sorani on a Kurdish page: name, description and address, the English name kept as the alternate', () => {
    const kurdish = organizationJsonLd(companyProfile, 'ku');
    expect(kurdish.name).toBe('گرووپی ئەزمەڕ');
    expect(kurdish.alternateName).toBe('Azmar Group');
    expect(kurdish.description).toBe(companyProfile.description.ku);
    expect(kurdish.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'شەقامی مەلیک مەحموود',
      addressLocality: 'سلێمانی',
      addressRegion: 'هەرێمی کوردستان',
      addressCountry: 'IQ',
    });
    // What machines read is the same in both languages.
    for (const key of ['foundingDate', 'telephone', 'email', 'geo', 'openingHoursSpecification']) expect(kurdish[key], key).toEqual(data[key]);
  });

  it('is in English on an English page, the Kurdish name kept as the alternate', () => {
    expect(data.description).toBe(companyProfile.description.en);
    expect(data.address).toMatchObject({ streetAddress: 'Malik Mahmood Road', addressLocality: 'Sulaymaniyah', addressRegion: 'Kurdistan Region' });
  });

  it('cannot close its script element early', () => {
    expect(jsonLdScriptText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdScriptText({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
