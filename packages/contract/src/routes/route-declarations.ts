// What a remote deploys to declare the pages it owns: `routes.json` beside its remoteEntry.js, an array of
// `RouteDeclaration`. Its build checks it with `parseRouteDeclarations` (a broken file never ships), and the gateway
// reads it again at run time (a file it cannot use leaves the remote's last good routes in place).
import { CONTENT_KINDS, type ContentKind } from '../content/content-dates.js';
import { LANGUAGES } from '../content/language.js';
import type { Localized, RemoteName, SiteRoute } from './route-manifest.js';

/** The file's name, beside the remote's remoteEntry.js. */
export const ROUTES_FILE = 'routes.json';

export interface RouteDeclaration {
  id: string;
  path: string;
  title: Localized;
  /** Required for a public page (search results, link previews); a staff page has none. */
  description?: Localized;
  /** Listed in the sitemap; default true for a public page, never for a staff page. */
  sitemap?: boolean;
  content?: ContentKind[];
  form?: boolean;
  staff?: boolean;
}

const ID = /^[a-z][a-z0-9-]{0,39}$/;
// One or more lower-case segments (or the root): what a link, a sitemap and a cache key can carry as they are.
const PATH = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/;
const MAX_TEXT = 300;

function localized(value: unknown, where: string): Localized {
  if (typeof value !== 'object' || value === null) throw new Error(`${where} must be an object with "en" and "ku"`);
  const record = value as Record<string, unknown>;
  const text = {} as Record<(typeof LANGUAGES)[number], string>;
  for (const language of LANGUAGES) {
    const each = record[language];
    if (typeof each !== 'string' || each.trim() === '' || each.length > MAX_TEXT) {
      throw new Error(`${where}.${language} must be a text of 1 to ${MAX_TEXT} characters`);
    }
    text[language] = each;
  }
  return text;
}

function flag(value: unknown, where: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new Error(`${where} must be true or false`);
  return value;
}

/**
 * A remote's declarations as route table entries; throws with the place and the reason when the file is not one.
 * @param value the parsed JSON
 */
export function parseRouteDeclarations(value: unknown, remote: RemoteName): SiteRoute[] {
  if (!Array.isArray(value)) throw new Error(`${ROUTES_FILE} of ${remote} must be an array of routes`);
  const seen = new Set<string>();
  return value.map((item: unknown, index) => {
    const where = `${ROUTES_FILE} of ${remote}, route ${index}`;
    if (typeof item !== 'object' || item === null) throw new Error(`${where} must be an object`);
    const declared = item as Record<string, unknown>;
    if (typeof declared.id !== 'string' || !ID.test(declared.id)) throw new Error(`${where}: "id" must match ${ID}`);
    if (typeof declared.path !== 'string' || !PATH.test(declared.path)) throw new Error(`${where}: "path" must match ${PATH}`);
    if (seen.has(declared.path) || seen.has(declared.id)) throw new Error(`${where}: ${declared.id} ${declared.path} is declared twice`);
    seen.add(declared.path).add(declared.id);
    const staff = flag(declared.staff, `${where}.staff`, false);
    const content = declared.content ?? [];
    if (!Array.isArray(content) || content.some((kind) => !CONTENT_KINDS.includes(kind as ContentKind))) {
      throw new Error(`${where}.content must list some of ${CONTENT_KINDS.join(', ')}`);
    }
    return {
      id: declared.id,
      path: declared.path,
      remote,
      title: localized(declared.title, `${where}.title`),
      description: staff ? null : localized(declared.description, `${where}.description`),
      sitemap: !staff && flag(declared.sitemap, `${where}.sitemap`, true),
      content: content as ContentKind[],
      form: flag(declared.form, `${where}.form`, false),
      staff,
    };
  });
}
