// A gateway serving the fake site files (the same as nginx's tests and the front-door table use) on a free port,
// with an environment the test may change between requests: the gateway reads it on every request.
import { createGateway, listen } from '../../scripts/gateway/gateway-server.mjs';
import { makeFakeDists } from '../nginx/fake-dists.ts';

export interface FakeSite {
  rootDir: string;
  baseUrl: string;
  env: Record<string, string | undefined>;
  close: () => Promise<void>;
}

export async function startFakeSite(options: { apiTarget?: () => string | null } = {}): Promise<FakeSite> {
  const files = makeFakeDists();
  const env: Record<string, string | undefined> = {};
  const server = await createGateway({ rootDir: files.rootDir, env, apiTarget: options.apiTarget, log: () => {} });
  const port = await listen(server, 0, '127.0.0.1');
  return {
    rootDir: files.rootDir,
    baseUrl: `http://127.0.0.1:${port}`,
    env,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      files.remove();
    },
  };
}
