import type { Language } from '@azmar/kit/language/language';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { jsonLdScriptText, organizationJsonLd } from '@azmar/kit/profile/organization-json-ld';

/**
 * The company's JSON-LD of a rendered page, in the page's language (docs/product.md §3). The shell's built
 * index.html carries the English one for the static fallback page; a rendered page's head leaves that out
 * (`TEMPLATE_JSON_LD`) and carries its own language's instead, written once per language here.
 */
export const TEMPLATE_JSON_LD = /\s*<script type="application\/ld\+json">[\s\S]*?<\/script>/;

const element = (language: Language) => `<script type="application/ld+json">${jsonLdScriptText(organizationJsonLd(companyProfile, language))}</script>`;
const ELEMENTS: Record<Language, string> = { en: element('en'), ku: element('ku') };

/** The `<script type="application/ld+json">` element of a page in `language`. */
export function pageJsonLd(language: Language): string {
  return ELEMENTS[language];
}
