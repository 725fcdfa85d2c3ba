import type { CompanyProfile } from '@azmar/kit/profile/company-profile';

/**
 * The company as schema.org `LocalBusiness` JSON-LD (an `Organization` with a place): what search engines show
 * beside the site (address, phone, opening hours, map position). Built from the one company profile, so the page
 * and the structured data never disagree. No URLs: the page's own origin is not known at build time.
 */
export function organizationJsonLd(profile: CompanyProfile): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: profile.name.en,
    alternateName: profile.name.ku,
    description: profile.description.en,
    foundingDate: String(profile.established),
    telephone: profile.phone.href.replace(/^tel:/, ''),
    email: profile.email.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Malik Mahmood Road',
      addressLocality: profile.city.en,
      addressRegion: 'Kurdistan Region',
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
