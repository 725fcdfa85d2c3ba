// Keeps the render service's picture of the site current, off the request path: every `checkMs` it asks each
// remote's server entry for its version (ETag) and looks at the shell's build. A redeployed remote (or rebuilt shell)
// is seen at the next check; a request only reads the picture.
import { readExposedAssets, readShellAssets, shellBuildVersion } from './document-assets.mjs';

/**
 * @param {{
 *   shellDist: string,
 *   serverEntries: () => Record<string, string>,
 *   browserEntries: () => Record<string, string>,
 *   checkMs: number,
 *   log: (line: string) => void,
 *   onChange: () => void,
 * }} options `onChange`: called after a check that found the site changed (the page cache is then stale)
 */
export async function watchSite(options) {
  /** @type {import('../src/server/index').SiteNow} */
  let site;
  let shellVersion = '';
  /** remote name → its last seen versioned server entry */
  let versioned = {};
  /** remote name → what its exposed modules need (stylesheets, first scripts) */
  let exposed = {};

  async function remoteVersion(url) {
    try {
      const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(1000) });
      return response.ok ? (response.headers.get('etag') ?? response.headers.get('last-modified') ?? '') : 'down';
    } catch {
      return 'down';
    }
  }

  async function check() {
    const entries = options.serverEntries();
    const nextVersioned = {};
    await Promise.all(
      Object.entries(entries).map(async ([name, url]) => {
        const version = await remoteVersion(url);
        nextVersioned[name] = `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
      }),
    );
    const changed = Object.keys(nextVersioned).filter((name) => versioned[name] !== nextVersioned[name]);
    const nextShellVersion = await shellBuildVersion(options.shellDist);
    const browser = options.browserEntries();
    const moved = JSON.stringify(browser) !== JSON.stringify(site?.assets.remoteEntries);
    if (changed.length === 0 && nextShellVersion === shellVersion && !moved && site) return;
    const nextExposed = { ...exposed };
    await Promise.all(
      changed.map(async (name) => {
        try {
          nextExposed[name] = await readExposedAssets(entries[name]);
        } catch (error) {
          delete nextExposed[name];
          options.log(`[render] no styles or scripts for ${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
    const shell = nextShellVersion === shellVersion && site ? site.assets : await readShellAssets(options.shellDist);
    versioned = nextVersioned;
    exposed = nextExposed;
    shellVersion = nextShellVersion;
    site = {
      serverEntries: versioned,
      assets: { ...shell, remoteEntries: browser, exposedModules: exposed },
      assetsVersion: `${shellVersion}|${Object.values(versioned).join('|')}|${JSON.stringify(browser)}`,
    };
    options.onChange();
  }

  await check();
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    check()
      .catch((error) => options.log(`[render] site check failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        checking = false;
      });
  }, options.checkMs);
  // The servers that hold the render service decide when the process ends.
  timer.unref();
  return {
    /** The site as last seen. */
    now: () => site,
    stop: () => clearInterval(timer),
  };
}
