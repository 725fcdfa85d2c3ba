import { SORANI_FONT_FAMILY } from '@azmar/kit/fonts/sorani-font';
import { directionFor, htmlLangFor, type Language } from '@azmar/kit/language/language';
import { SERVER_STATE_ID } from '../server-state';
import { escapeHtml, type PageHead } from './page-head';

/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageParts {
  language: Language;
  head: PageHead;
  /** The frame's HTML, with the route's remote inside its slot. */
  body: string;
  /** What the browser needs to take the page over without re-rendering it differently. */
  state: unknown;
}

/**
 * The shell's built index.html (its scripts and styles, the JSON-LD) made into one page: its language and
 * direction, its head, its content, and its state. Everything not named here stays as the build wrote it.
 */
export function pageDocument(template: string, parts: PageParts): string {
  const lang = htmlLangFor(parts.language);
  const dir = directionFor(parts.language);
  const bodyStyle = parts.language === 'ku' ? ` style="font-family: ${escapeHtml(SORANI_FONT_FAMILY)}"` : '';
  return (
    template
      .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${dir}">`)
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(parts.head.title)}</title>`)
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', () => `${parts.head.tags}\n</head>`)
      .replace(/<body[^>]*>/, `<body${bodyStyle}>`)
      // The static page's "please enable JavaScript": a rendered page works without it.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        /<div id="root"><\/div>/,
        () => `<div id="root">${parts.body}</div><script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(parts.state)}</script>`,
      )
  );
}
