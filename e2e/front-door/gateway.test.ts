// The front-door table against the `npm start` gateway (scripts/gateway/), in this process.
import { createGateway, listen } from '../../scripts/gateway/gateway-server.mjs';
import { runFrontDoorTable } from './run-table.ts';

runFrontDoorTable('gateway', async ({ files, env, apiAddress }) => {
  const server = await createGateway({ rootDir: files.rootDir, env: { ...env }, apiTarget: () => `http://${apiAddress}`, apiTimeoutMs: 500, log: () => {} });
  const port = await listen(server, 0, '127.0.0.1');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
});
