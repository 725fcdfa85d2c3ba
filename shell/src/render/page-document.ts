import { PAGE_REMOTE_LOCATIONS_ID, PAGE_ROUTES_ID } from '@azmar/contract/routes/page-remote-locations';
import { pageRoutes, type SiteRoute } from '@azmar/contract/routes/route-manifest';
import { SORANI_FONT_FAMILY } from '@azmar/kit/fonts/sorani-font';
import { directionFor, htmlLangFor, type Language } from '@azmar/kit/language/language';
import { SERVER_STATE_ID } from '../server-state';
import { HEAD_PRELOAD_MEDIA } from '../hydration-scripts';
import type { DocumentAssets } from '../../server/render-types';
import { pageJsonLd, TEMPLATE_JSON_LD } from './page-json-ld';
import { scriptJson } from './script-json';

/** One page's own parts. */
export interface PageParts {
  language: Language;
  /** The site's public origin: the remotes' files are linked absolute on it, as the browser's own loading links them. */
  origin: string;
  /** What React put in the head: title, metadata, resource hints. */
  head: string;
  /** The layout's HTML, with the route's remote inside its outlet, UTF-8 as React wrote it. */
  body: Uint8Array;
  /** `remote/module` of what the page shows (`mfe-catalogue/app`): their stylesheets are linked. */
  remoteModules: string[];
  /** What the browser needs to hydrate the page without re-rendering it differently. */
  state: unknown;
  /** The route table the page was rendered with: the shell's code routes by it. */
  routes: readonly SiteRoute[];
}

/** The most remote heads one build keeps written: far more than its origins times its pages' sets of modules. */
const MAX_REMOTE_HEADS = 256;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The one place a page's document is put together. The template is taken apart once, here: its head without the
 * title and description (React writes the page's own), and what follows the root (without the static page's
 * "please enable JavaScript": a rendered page works without it). Each page then only joins strings.
 */
export function pageDocumentWriter(assets: DocumentAssets): (parts: PageParts) => Buffer {
  const head = (/<head>([\s\S]*)<\/head>/.exec(assets.template)?.[1] ?? '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(TEMPLATE_JSON_LD, '');
  const afterRoot = (/<div id="root"><\/div>([\s\S]*)<\/body>/.exec(assets.template)?.[1] ?? '').replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const shellStyles = assets.shellStyles.map((file) => `<link rel="stylesheet" href="/${attribute(file)}">`).join('');
  const soraniFonts = assets.soraniFonts
    .map((file) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${attribute(file)}" crossorigin>`)
    .join('');
  const soraniBody = ` style="font-family: ${attribute(SORANI_FONT_FAMILY)}"`;

  const shellStartup = assets.shellStartupScripts.map((file) => `/${file}`);

  /**
   * The remotes' stylesheets the page shows; the scripts its hydration runs, preloaded here on a wide screen and asked
   * for at the first paint by the shell's entry on a narrower one (hydration-scripts.ts); and where every remote lives
   * (the shell's code starts the route's at once). Absolute, as the federation runtime links them, so the browser
   * finds them already fetched.
   */
  function writeRemoteHead(parts: PageParts): string {
    const entries: Record<string, string> = {};
    for (const [name, entry] of Object.entries(assets.remoteEntries)) entries[name] = new URL(entry, `${parts.origin}/`).href;
    const styles = new Set<string>();
    const scripts = new Set<string>(shellStartup);
    // Each part's texts in the page's language (kit i18n/app-texts), which its code waits for before it renders.
    for (const file of assets.shellTexts[parts.language] ?? []) scripts.add(`/${file}`);
    for (const key of parts.remoteModules) {
      const [name = '', module = ''] = key.split('/');
      if (!entries[name]) continue;
      const base = new URL('.', entries[name]);
      const needs = assets.exposedModules[name]?.[module];
      for (const file of needs?.styles ?? []) styles.add(new URL(file, base).href);
      scripts.add(entries[name]);
      for (const file of needs?.scripts ?? []) scripts.add(new URL(file, base).href);
      for (const file of needs?.texts[parts.language] ?? []) scripts.add(new URL(file, base).href);
    }
    return (
      [...styles].map((href) => `<link rel="stylesheet" href="${attribute(href)}">`).join('') +
      [...scripts].map((href) => `<link rel="preload" as="script" href="${attribute(href)}" media="${HEAD_PRELOAD_MEDIA}">`).join('') +
      `<script id="${PAGE_REMOTE_LOCATIONS_ID}" type="application/json">${scriptJson(entries)}</script>`
    );
  }

  /**
   * Each origin, language and set of shown modules' remote head, written once for this build: its URLs took 3% of a render of
   * `/contact` (one render after another in one thread). Bounded, whatever origins a gateway is configured with.
   */
  const remoteHeads = new Map<string, string>();
  function remoteHead(parts: PageParts): string {
    const key = `${parts.origin} ${parts.language} ${parts.remoteModules.join(' ')}`;
    let written = remoteHeads.get(key);
    if (written === undefined) {
      written = writeRemoteHead(parts);
      if (remoteHeads.size >= MAX_REMOTE_HEADS) remoteHeads.clear();
      remoteHeads.set(key, written);
    }
    return written;
  }

  /**
   * The page's end, from the route table on (as the browser knows it, `pageRoutes`): its JSON written and encoded once
   * per table (a render worker's pages share the table until the site changes).
   */
  let endWritten: { routes: readonly SiteRoute[]; bytes: Buffer } | null = null;
  function pageEnd(routes: readonly SiteRoute[]): Buffer {
    if (endWritten?.routes !== routes)
      endWritten = {
        routes,
        bytes: Buffer.from(`<script id="${PAGE_ROUTES_ID}" type="application/json">${scriptJson(pageRoutes(routes))}</script>${afterRoot}</body></html>`),
      };
    return endWritten.bytes;
  }

  // The page as UTF-8, the body's bytes as React wrote them (render-html.ts).
  return (parts) =>
    Buffer.concat([
      Buffer.from(
        `<!doctype html><html lang="${htmlLangFor(parts.language)}" dir="${directionFor(parts.language)}"><head>${head}${pageJsonLd(parts.language)}` +
          `${parts.language === 'ku' ? soraniFonts : ''}${shellStyles}${parts.head}${remoteHead(parts)}</head>` +
          `<body${parts.language === 'ku' ? soraniBody : ''}><div id="root">`,
      ),
      parts.body,
      Buffer.from(`</div><script id="${SERVER_STATE_ID}" type="application/json">${scriptJson(parts.state)}</script>`),
      pageEnd(parts.routes),
    ]);
}
