import { localize, type CompanyProfile, type Localized, type ProfileLanguage } from '@azmar/kit/profile/company-profile';

/**
 * The company as schema.org `LocalBusiness` JSON-LD (an `Organization` with a place): what search engines show
 * beside the site (address, phone, opening hours, map position). Built from the one company profile, so the page
 * and the structured data never disagree. In the page's language (a Kurdish page's name, description and address
 * in Sorani), with the name in the other language as `alternateName`; what is for machines (phone, country code,
 * days, times) is the same in both. No URLs: the page's own origin is not known at build time.
 */
export function organizationJsonLd(profile: CompanyProfile, language: ProfileLanguage): Record<string, unknown> {
  const text = (value: Localized) => localize(value, language);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: text(profile.name),
    alternateName: localize(profile.name, language === 'ku' ? 'en' : 'ku'),
    description: text(profile.description),
    foundingDate: String(profile.established),
    telephone: profile.phone.href.replace(/^tel:/, ''),
    email: profile.email.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: text(profile.street),
      addressLocality: text(profile.city),
      addressRegion: text(profile.region),
      addressCountry: 'IQ',
    },
    geo: { '@type': 'GeoCoordinates', latitude: profile.map.lat, longitude: profile.map.lng },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...profile.openingHours.days],
        opens: profile.openingHours.opens,
        closes: profile.openingHours.closes,
      },
    ],
  };
}

/** The JSON-LD as the text of an HTML `<script type="application/ld+json">`: `<` escaped so no text can end it. */
export function jsonLdScriptText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
