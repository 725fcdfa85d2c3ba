// Keeps the gateway's picture of the site current, off the request path: every `checkMs` it asks each remote's
// deployment for its server entry's version (ETag) and its route declarations, and looks at the shell's build. A
// redeployed remote, a page a remote added, or a rebuilt shell is seen at the next check; a request only reads it.
import { parseRouteDeclarations, ROUTES_FILE } from '@azmar/contract/routes/route-declarations';
import { buildRouteTable, type RemoteName, type SiteRoute } from '@azmar/contract/routes/route-manifest';
import { readExposedAssets, readShellAssets, shellBuildVersion } from './document-assets.js';
import type { ExposedModuleAssets, SiteNow } from './render-types.js';

export interface SiteWatchOptions {
  shellDist: string;
  /** Each remote's server entry where the gateway reaches its deployment. */
  serverEntries: () => Record<RemoteName, string>;
  /** Each remote's entry where the browser loads it. */
  browserEntries: () => Record<RemoteName, string>;
  checkMs: number;
  log: (line: string) => void;
  /** Called after a check that found the site changed. */
  onChange?: () => void;
}

async function fetchOk(url: string, init: RequestInit = {}): Promise<Response | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(1000) });
    return response.ok || response.status === 304 ? response : null;
  } catch {
    return null;
  }
}

export async function watchSite(options: SiteWatchOptions) {
  let site: SiteNow | null = null;
  /** Counts the site's changes. */
  let version = 0;
  let shellVersion = '';
  /** Per remote: its versioned server entry, what its exposed modules need, its routes and their file's ETag. */
  const remotes = new Map<RemoteName, { entry: string; exposed?: Record<string, ExposedModuleAssets>; routes: SiteRoute[]; routesTag?: string }>();

  /** A remote's routes as its deployment now declares them; its last good ones while the file cannot be had or used. */
  async function declaredRoutes(name: RemoteName, serverEntry: string): Promise<{ routes: SiteRoute[]; tag?: string }> {
    const known = remotes.get(name);
    const response = await fetchOk(new URL(`../${ROUTES_FILE}`, serverEntry).href, { headers: known?.routesTag ? { 'if-none-match': known.routesTag } : {} });
    if (!response || response.status === 304) return { routes: known?.routes ?? [], tag: known?.routesTag };
    try {
      return { routes: parseRouteDeclarations(await response.json(), name), tag: response.headers.get('etag') ?? undefined };
    } catch (error) {
      options.log(`[gateway] ${name}'s ${ROUTES_FILE} is not usable, its last good routes stay: ${error instanceof Error ? error.message : String(error)}`);
      return { routes: known?.routes ?? [], tag: known?.routesTag };
    }
  }

  async function check(): Promise<void> {
    const entries = options.serverEntries();
    let changed = false;
    await Promise.all(
      (Object.entries(entries) as [RemoteName, string][]).map(async ([name, url]) => {
        const head = await fetchOk(url, { method: 'HEAD' });
        const version = head ? (head.headers.get('etag') ?? head.headers.get('last-modified') ?? '') : 'down';
        const entry = `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
        const before = remotes.get(name);
        const { routes, tag } = await declaredRoutes(name, url);
        let exposed = before?.exposed;
        if (before?.entry !== entry) {
          exposed = await readExposedAssets(url).catch((error: unknown) => {
            options.log(`[gateway] no styles or scripts for ${name}: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
          });
        }
        if (before?.entry !== entry || before.routes !== routes) changed = true;
        remotes.set(name, { entry, exposed, routes, routesTag: tag });
      }),
    );
    const nextShellVersion = await shellBuildVersion(options.shellDist);
    const browser = options.browserEntries();
    if (!changed && site && nextShellVersion === shellVersion && JSON.stringify(browser) === JSON.stringify(site.assets.remoteEntries)) return;
    const shell = site && nextShellVersion === shellVersion ? site.assets : await readShellAssets(options.shellDist);
    shellVersion = nextShellVersion;
    // In the remotes' own order, whatever order their checks ended in: the first to declare a path keeps it.
    const all = (Object.keys(entries) as RemoteName[]).flatMap((name) => {
      const remote = remotes.get(name);
      return remote ? [[name, remote] as const] : [];
    });
    const exposedModules = Object.fromEntries(all.filter(([, remote]) => remote.exposed).map(([name, remote]) => [name, remote.exposed ?? {}]));
    version += 1;
    site = {
      version,
      serverEntries: Object.fromEntries(all.map(([name, remote]) => [name, remote.entry])),
      assets: { ...shell, remoteEntries: browser, exposedModules },
      assetsVersion: `${shellVersion}|${all.map(([, remote]) => remote.entry).join('|')}|${JSON.stringify(browser)}`,
      routes: buildRouteTable(all.flatMap(([, remote]) => remote.routes)),
    };
    options.onChange?.();
  }

  await check();
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    check()
      .catch((error: unknown) => options.log(`[gateway] site check failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        checking = false;
      });
  }, options.checkMs);
  // The server decides when the process ends.
  timer.unref();
  return {
    /** The site as last seen, and its version. */
    now: () => ({ now: site as SiteNow, version }),
    stop: () => clearInterval(timer),
  };
}
