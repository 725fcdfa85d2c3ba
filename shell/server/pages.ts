// Every page: the shell's files first (a path naming a file of its build), then the page itself, rendered on the
// server in the language its URL names (a URL that names none: the visitor's cookie or browser), or the shell's static
// index.html when it cannot be rendered. A page whose URL names its language is the same for everyone, so shared caches
// may keep it; the bare URL varies with the visitor.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@azmar/contract/content/language';
import { languageFromSearch, pageLanguage } from '@azmar/contract/routes/page-language';
import { LANGUAGE_QUERY_PARAM } from '@azmar/contract/routes/language-urls';
import { routeForPath, type SiteRoute } from '@azmar/contract/routes/route-manifest';
import { PREVIEW_QUERY_PARAMETER } from '@azmar/contract/staff/content-items';
import type { ContactFormToken } from '@azmar/contract/content/contact-form-state';
import type { GatewayConfig } from './config.js';
import { pathOf, sendError } from './errors.js';
import { isFile, pathInside, sendDistFile } from './files.js';
import { fillFormMarks } from './form-marks.js';
import type { FormTokenPool } from './form-token-pool.js';
import { compressVisitorCopy, encodePage, negotiateVisitorCopyEncoding } from './page-encodings.js';
import type { Page, startPageRender } from './page-render.js';
import type { FormMarks, PageRequest } from './render-types.js';
import { siteOrigin } from './trust.js';

export interface PageContext {
  config: GatewayConfig;
  shellDist: string;
  pages: Awaited<ReturnType<typeof startPageRender>> | null;
  routes: () => readonly SiteRoute[];
  /** What fills each visitor's copy of a page with a form (form-marks.ts). */
  forms: { marks: FormMarks; tokens: FormTokenPool };
  log: (line: string) => void;
}

/** Pages that moved, by their old path: answered with a permanent redirect to the new one, the query kept. */
const MOVED_PAGES: ReadonlyMap<string, string> = new Map([
  ['/inbox', '/staff'],
  ['/inbox/', '/staff'],
]);

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What a page's HTML depends on, from the request. */
export function pageRequestOf(request: FastifyRequest, config: GatewayConfig, form?: PageRequest['form']): PageRequest {
  const target = request.raw.url ?? '/';
  const queryAt = target.indexOf('?');
  let decoded = pathOf(target);
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Left encoded: the page is then a 404.
  }
  return {
    path: decoded || '/',
    search: queryAt === -1 ? '' : target.slice(queryAt),
    cookie: one(request.headers.cookie),
    acceptLanguage: one(request.headers['accept-language']),
    origin: siteOrigin(request, config),
    ...(form ? { form } : {}),
  };
}

/**
 * How long, and where, a page may be kept beyond the gateway. A staff page and a page with a one-time form token are
 * one visitor's: kept nowhere (the gateway keeps the form's page with marks in place of the token, form-marks.ts).
 * A page whose URL names its language is the same for everyone: a shared cache may keep it as long as the gateway
 * itself does. The bare URL follows the visitor's cookie and browser: the browser alone keeps it.
 */
function pageCaching(route: SiteRoute | null, languageInUrl: boolean, cacheMs: number): { cacheControl: string; vary: string } {
  if (route?.staff || route?.form) return { cacheControl: 'no-store', vary: 'Cookie, Accept-Language, Accept-Encoding' };
  if (!languageInUrl) return { cacheControl: 'private, no-cache', vary: 'Cookie, Accept-Language, Accept-Encoding' };
  return { cacheControl: cacheMs > 0 ? `public, max-age=0, s-maxage=${Math.ceil(cacheMs / 1000)}` : 'public, no-cache', vary: 'Accept-Encoding' };
}

const ONE_VISITOR = { cacheControl: 'no-store', vary: 'Cookie, Accept-Language, Accept-Encoding' };

/** How a rendered page is sent: to whom, kept where, and with which of the pool's tokens when it has a form. */
export interface PageSending {
  acceptEncoding: string | undefined;
  caching: { cacheControl: string; vary: string };
  forms: PageContext['forms'];
  /** Taken while the page was rendered, when its route has a form: the render need not wait for the pool. */
  token?: Promise<ContactFormToken | null>;
  status?: number;
}

/**
 * Sends a rendered page, compressed for the client: once per page and encoding, or, for a page with a form, as each
 * visitor's copy is filled with a token of the pool.
 */
export async function sendPage(reply: FastifyReply, page: Page, { acceptEncoding, caching, forms, token, status = page.status }: PageSending) {
  let sent: { encoding: string | null; body: Uint8Array };
  if (page.formMarks) {
    const html = fillFormMarks(page.html, forms.marks, await (token ?? forms.tokens.take()));
    const encoding = negotiateVisitorCopyEncoding(acceptEncoding);
    sent = { encoding, body: encoding ? compressVisitorCopy[encoding](html) : html };
    caching = ONE_VISITOR;
  } else {
    sent = encodePage(page, acceptEncoding);
  }
  reply.code(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', caching.cacheControl).header('Vary', caching.vary);
  if (sent.encoding) reply.header('Content-Encoding', sent.encoding);
  return reply.send(Buffer.from(sent.body.buffer, sent.body.byteOffset, sent.body.byteLength));
}

/** The language a page is in, and whether its URL named it. */
export function languageOf(pageRequest: PageRequest): { language: Language; languageInUrl: boolean } {
  return { language: pageLanguage(pageRequest), languageInUrl: languageFromSearch(pageRequest.search) !== null };
}

export function registerPages(app: FastifyInstance, context: PageContext): void {
  app.get('/*', async (request, reply) => {
    const rawPath = pathOf(request.url);
    const file = pathInside(rawPath);
    if (!file) return sendError(request, reply, 400);
    const route = routeForPath(context.routes(), file);
    // A page of the table is never a file of the build: no look-up on the disk on its way.
    if (!route && !rawPath.endsWith('/') && (await isFile(context.shellDist, file))) return sendDistFile(reply, context.shellDist, file);
    if (/^\/(assets|remotes)\//.test(file) || /\.[a-z0-9]+$/i.test(path.posix.basename(file))) return sendError(request, reply, 404);

    const pageRequest = pageRequestOf(request, context.config);
    // The staff inbox moved into the staff area: old bookmarks and the links of notification emails keep working.
    if (MOVED_PAGES.has(file)) {
      return reply.header('Cache-Control', 'public, max-age=86400').redirect(`${MOVED_PAGES.get(file)}${pageRequest.search}`, 301);
    }
    // Another spelling of a language (`?lang=ckb`, BCP 47's name for Sorani, or `KU`) is that language's one URL.
    const search = new URLSearchParams(pageRequest.search);
    const named = languageFromSearch(pageRequest.search);
    if (named && search.get(LANGUAGE_QUERY_PARAM) !== named) {
      search.set(LANGUAGE_QUERY_PARAM, named);
      return reply.header('Cache-Control', 'public, max-age=86400').redirect(`${rawPath}?${search}`, 301);
    }
    const { language, languageInUrl } = languageOf(pageRequest);
    // A preview (`?preview=<token>`, a staff member's draft) is made for one person: never kept, never indexed.
    const preview = search.has(PREVIEW_QUERY_PARAMETER);
    const caching = preview ? ONE_VISITOR : pageCaching(route, languageInUrl, context.config.renderCacheMs);
    if (preview) reply.header('X-Robots-Tag', 'noindex');
    // A page with a form: its token is asked for while the page is made, not after.
    const token = route?.form && context.pages ? context.forms.tokens.take() : undefined;
    const acceptEncoding = request.headers['accept-encoding'];
    const page = await context.pages?.render(pageRequest, language, route?.form ? undefined : acceptEncoding, !route?.staff && !preview);
    if (page) return sendPage(reply, page, { acceptEncoding, caching, forms: context.forms, token });
    if (!(await isFile(context.shellDist, '/index.html'))) return sendError(request, reply, 503, 'The shell is not built: run `npm run build` first.');
    return sendDistFile(reply, context.shellDist, '/index.html', {
      status: route ? 200 : 404,
      cacheControl: caching.cacheControl === 'no-store' ? 'no-store' : 'no-cache',
    });
  });
}
