/**
 * The one company profile every app reads: names, contact details, address, map, hours, partner and
 * social links, in English and Kurdish Sorani. The company is fictional; numbers and the email domain
 * are deliberately non-routable (`.example`) but shaped like real Iraqi ones.
 */

export type ProfileLanguage = 'en' | 'ku';

/** A text in both interface languages. */
export type Localized = { en: string; ku: string };

/** A contact point as shown to the visitor and as the link it opens. */
interface ContactLink {
  /** Human-readable form; always left-to-right, so wrap it in `dir="ltr"` inside RTL text. */
  display: string;
  href: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'youtube';

interface SocialLink {
  network: SocialNetwork;
  label: Localized;
  /** Placeholder until the company publishes its pages. */
  href: string;
}

interface BusinessHoursRow {
  days: Localized;
  hours: Localized;
  closed: boolean;
}

interface MapLocation {
  lat: number;
  lng: number;
  /** OpenStreetMap iframe URL: the one external request the site allows. */
  embedUrl: string;
  /** Where a visitor goes to see the full map. */
  linkUrl: string;
  title: Localized;
}

/** The open days and hours as data (schema.org day names, 24-hour times), for machines: JSON-LD. */
interface OpeningHours {
  days: readonly ('Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday')[];
  opens: string;
  closes: string;
}

export interface CompanyProfile {
  name: Localized;
  description: Localized;
  established: number;
  phone: ContactLink;
  email: ContactLink;
  whatsapp: ContactLink;
  address: Localized;
  /** The address's parts, for machines (JSON-LD): the street, the city and the region. */
  street: Localized;
  city: Localized;
  region: Localized;
  map: MapLocation;
  businessHours: readonly BusinessHoursRow[];
  businessHoursSummary: Localized;
  openingHours: OpeningHours;
  partner: { name: Localized };
  social: readonly SocialLink[];
}

/** Kurdish when the language is 'ku', otherwise English (English is the fallback everywhere). */
export function localize(value: Localized, language: ProfileLanguage): string {
  return language === 'ku' ? value.ku : value.en;
}

// A point on Malik Mahmood Road (the ring road) on the west side of Sulaymaniyah.
const OFFICE_LAT = 35.5634;
const OFFICE_LNG = 45.4071;

function osmEmbedUrl(lat: number, lng: number): string {
  // About 1.8 km by 1.3 km around the office: streets readable, the ring road visible.
  const dLng = 0.01;
  const dLat = 0.006;
  const bbox = [lng - dLng, lat - dLat, lng + dLng, lat + dLat].map((n) => n.toFixed(4)).join(',');
  const params = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${lat},${lng}` });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

const PHONE_DIGITS = '9647702451876';
const WHATSAPP_DIGITS = '9647503182040';
const EMAIL = 'info@azmar-group.example';

export const companyProfile: CompanyProfile = {
  name: { en: 'Azmar Group', ku: 'گرووپی ئەزمەڕ' },
  description: {
    en: 'A Sulaymaniyah group working since 2004 in construction, manufacturing, electronics, mechanical engineering and poultry.',
    ku: 'گرووپێکی سلێمانییە کە لە ساڵی ٢٠٠٤ەوە لە کەرتەکانی بیناسازی، پیشەسازی، ئەلیکترۆنیات، ئەندازیاریی میکانیکی و پەلەوەرداریدا کار دەکات.',
  },
  established: 2004,
  phone: { display: '+964 770 245 1876', href: `tel:+${PHONE_DIGITS}` },
  email: { display: EMAIL, href: `mailto:${EMAIL}` },
  whatsapp: { display: '+964 750 318 2040', href: `https://wa.me/${WHATSAPP_DIGITS}` },
  address: {
    en: 'Malik Mahmood Road, Sulaymaniyah, Kurdistan Region, Iraq',
    ku: 'شەقامی مەلیک مەحموود، سلێمانی، هەرێمی کوردستان، عێراق',
  },
  street: { en: 'Malik Mahmood Road', ku: 'شەقامی مەلیک مەحموود' },
  city: { en: 'Sulaymaniyah', ku: 'سلێمانی' },
  region: { en: 'Kurdistan Region', ku: 'هەرێمی کوردستان' },
  map: {
    lat: OFFICE_LAT,
    lng: OFFICE_LNG,
    embedUrl: osmEmbedUrl(OFFICE_LAT, OFFICE_LNG),
    linkUrl: `https://www.openstreetmap.org/?mlat=${OFFICE_LAT}&mlon=${OFFICE_LNG}#map=16/${OFFICE_LAT}/${OFFICE_LNG}`,
    title: {
      en: 'Azmar Group office on Malik Mahmood Road, Sulaymaniyah',
      ku: 'نووسینگەی گرووپی ئەزمەڕ لە شەقامی مەلیک مەحموود، سلێمانی',
    },
  },
  businessHours: [
    {
      days: { en: 'Sunday – Thursday', ku: 'یەکشەممە – پێنجشەممە' },
      hours: { en: '8:00 AM – 6:00 PM', ku: '٨:٠٠ی بەیانی – ٦:٠٠ی ئێوارە' },
      closed: false,
    },
    {
      days: { en: 'Friday and Saturday', ku: 'هەینی و شەممە' },
      hours: { en: 'Closed', ku: 'داخراوە' },
      closed: true,
    },
  ],
  businessHoursSummary: {
    en: 'Sunday to Thursday 8:00 AM to 6:00 PM; Friday and Saturday closed',
    ku: 'یەکشەممە تا پێنجشەممە، ٨:٠٠ی بەیانی تا ٦:٠٠ی ئێوارە؛ هەینی و شەممە داخراوە',
  },
  openingHours: { days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '18:00' },
  partner: {
    name: { en: 'Zagros Development Group', ku: 'گرووپی گەشەپێدانی زاگرۆس' },
  },
  social: [
    { network: 'facebook', label: { en: 'Facebook', ku: 'فەیسبووک' }, href: '#' },
    { network: 'instagram', label: { en: 'Instagram', ku: 'ئینستاگرام' }, href: '#' },
    { network: 'linkedin', label: { en: 'LinkedIn', ku: 'لینکدئین' }, href: '#' },
    { network: 'youtube', label: { en: 'YouTube', ku: 'یوتیووب' }, href: '#' },
  ],
};
