// What the gateway and the server render (src/render, bundled into dist-server/render/render.cjs) hand each other in a
// render worker. Types only: the render bundle imports them from here.
import type { SiteRoute } from '@azmar/contract/routes/route-manifest';
import type { Language } from '@azmar/contract/content/language';

/** One page request, as the render needs it. */
export interface PageRequest {
  /** The URL path, decoded. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  /** The Cookie and Accept-Language headers: the language of a URL that names none. */
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The site's public origin (canonical and alternate links, the remotes' absolute URLs). */
  origin: string;
  /** The state of the page's form after the gateway handled its post (contact-post.ts). */
  form?: { submissionId: string } | undefined;
}

/** What one exposed module needs in the browser, from its remote's mf-manifest.json. */
export interface ExposedModuleAssets {
  /** Its stylesheets: the page links them, so it is styled from its first paint. */
  styles: string[];
  /** The scripts it runs before it renders (`js.sync`): the hydration fetches them at once. */
  scripts: string[];
  /** Per language, its texts' file (`<module>.texts-<language>`, kit i18n/app-texts): the page's language's is fetched with them. */
  texts: Partial<Record<Language, string[]>>;
}

/** What a page's document is made of besides its own parts, read from the builds at start and on redeploy. */
export interface DocumentAssets {
  /** The shell's built index.html: its scripts, its JSON-LD. */
  template: string;
  /** The shell's stylesheets (file names at the site's root): the page is styled from its first paint. */
  shellStyles: string[];
  /** What the shell's entry loads before it hydrates a page (file names at the site's root). */
  shellStartupScripts: string[];
  /** Per language, the shell's texts' file (`texts-<language>`), which its entry loads beside the startup file. */
  shellTexts: Partial<Record<Language, string[]>>;
  /** The Sorani font's files a Kurdish page's first screen uses (under /assets/). */
  soraniFonts: string[];
  /** Each remote as the browser loads it (`remoteEntry.js` URL, absolute or from the site's root). */
  remoteEntries: Record<string, string>;
  /** Each remote's exposed modules (`app`, `home-sections`): what each needs, relative to the remote's entry. */
  exposedModules: Record<string, Record<string, ExposedModuleAssets>>;
}

/** The site as the gateway last saw it (site-watch.ts), handed to every render. */
export interface SiteNow {
  /** Each remote's server entry, with its version in the URL (a new version is a redeploy). */
  serverEntries: Record<string, string>;
  assets: DocumentAssets;
  /** Changes whenever `assets` does, so the document is taken apart again only then. */
  assetsVersion: string;
  routes: SiteRoute[];
  /** Changes whenever anything above does (the site watch's count of changes). */
  version: number;
}

/** A page as the render gives it back. */
export interface PageAnswer {
  status: 200 | 404;
  /** UTF-8 (a Uint8Array once it has crossed from the render worker). */
  html: Uint8Array;
  language: string;
  remote: string | null;
  /** Why the route's remote is not in the HTML, when it is not. */
  remoteError?: string;
  /** It holds form marks (form-marks.ts): each visitor gets it filled, and no cache beyond the gateway's keeps it. */
  formMarks?: boolean;
}

/** Where a page's one-time form values go, for the gateway to fill for each visitor (form-marks.ts). */
export interface FormMarks {
  formToken: string;
  expiresAt: string;
  submissionId: string;
}

/** How the render reads the API: what the kit's API client reads of an answer (kit api/server-api-origin). */
export type ApiFetch = (
  url: string,
  init: { method?: string; headers?: unknown; body?: unknown; signal?: AbortSignal | null },
) => Promise<{ ok: boolean; status: number; statusText: string; headers: Headers; text(): Promise<string> }>;

export interface RendererSetup {
  apiOrigin: string;
  /** How long a remote's code or an API read may take before the page goes without it. */
  timeoutMs: number;
  apiFetch?: ApiFetch;
  /** Written for the submission id of a page's form, when the gateway fills it per visitor. */
  formMarks?: FormMarks;
}

/** The render bundle's entry (src/render/index.ts). */
export interface RenderBundle {
  createRenderer(setup: RendererSetup): Promise<{ render(request: PageRequest, site: SiteNow): Promise<PageAnswer> }>;
}
