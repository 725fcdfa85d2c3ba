import type { IncomingMessage, ServerResponse } from 'node:http';

/** In dev the remotes run on their own dev servers; the shell's /remotes.json points at them. */
export const DEV_REMOTES = {
  mfe_home: process.env.MFE_HOME_URL ?? 'http://localhost:3001/remoteEntry.js',
  mfe_catalogue: process.env.MFE_CATALOGUE_URL ?? 'http://localhost:3002/remoteEntry.js',
  mfe_contact: process.env.MFE_CONTACT_URL ?? 'http://localhost:3003/remoteEntry.js',
};

export function devRemotesMiddleware(_req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(DEV_REMOTES));
}
