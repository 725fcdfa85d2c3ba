// A gateway started in this process with chosen settings (createGateway, as `npm start` and the container run it),
// on a free loopback port, serving the real builds of this tree.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway, listen, type GatewayOptions } from '../../shell/dist-server/gateway/gateway.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface GatewayUnderTest {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startGateway(options: Omit<GatewayOptions, 'rootDir'> = {}): Promise<GatewayUnderTest> {
  const server = await createGateway({ rootDir, log: () => {}, ...options });
  const baseUrl = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  return {
    baseUrl,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
