import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseRouteDeclarations, ROUTES_FILE } from '@azmar/contract/routes/route-declarations';
import { buildRouteTable, SITE_REMOTES } from '@azmar/contract/routes/route-manifest';

/** In dev the remotes run on their own dev servers; the shell's /remotes.json points at them (the env moves one, as in production). */
function devRemoteLocations(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return Object.fromEntries(SITE_REMOTES.map((remote) => [remote.name, env[remote.envVar] || remote.devEntry]));
}

export function devRemotesMiddleware(_req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(devRemoteLocations()));
}

/** The route table from what each remote's dev server declares, as the gateway reads it in production. */
export function devRoutesMiddleware(_req: IncomingMessage, res: ServerResponse): void {
  const declared = Object.entries(devRemoteLocations()).map(async ([name, entry]) => {
    try {
      const response = await fetch(new URL(ROUTES_FILE, entry), { signal: AbortSignal.timeout(2000) });
      return parseRouteDeclarations(await response.json(), name as (typeof SITE_REMOTES)[number]['name']);
    } catch {
      return [];
    }
  });
  void Promise.all(declared).then((routes) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(buildRouteTable(routes.flat())));
  });
}
