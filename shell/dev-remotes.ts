import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE_REMOTES } from '@azmar/contract/routes/route-manifest';

/** In dev the remotes run on their own dev servers; the shell's /remotes.json points at them (the env moves one, as in production). */
function devRemoteLocations(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return Object.fromEntries(SITE_REMOTES.map((remote) => [remote.name, env[remote.envVar] || remote.devEntry]));
}

export function devRemotesMiddleware(_req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(devRemoteLocations()));
}
