// @vitest-environment node
// A request whose connection to an upstream breaks, through the gateway's real proxies and over real HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerApiProxy } from './api-proxy.js';
import { registerRemoteFiles } from './remote-files.js';
import { LOST_CONNECTION_RETRIES } from './upstream-retry.js';

/** An upstream that resets the connection of its first `resets` requests (a replica that has left), then answers. */
async function upstream(resets: number) {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (seen.length <= resets) {
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'text/plain');
    response.end('from the upstream');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() };
}

let open: Array<{ close: () => unknown }> = [];
afterEach(async () => {
  await Promise.all(open.map((each) => each.close()));
  open = [];
});

/** A gateway whose mfe-catalogue and API are both that upstream. */
async function gatewayBefore(resets: number): Promise<{ app: FastifyInstance; seen: string[] }> {
  const target = await upstream(resets);
  const app = Fastify({ logger: false });
  await registerRemoteFiles(app, { MFE_CATALOGUE_UPSTREAM: target.origin }, () => '/no-dist-here');
  await registerApiProxy(app, () => target.origin);
  open.push(target, app);
  return { app, seen: target.seen };
}

describe('a lost connection to an upstream', () => {
  it("asks a remote's file again when its connection was reset, and answers from a live replica", async () => {
    const { app, seen } = await gatewayBefore(2);
    const answer = await app.inject({ method: 'GET', url: '/remotes/mfe-catalogue/remoteEntry.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('from the upstream');
    expect(seen).toEqual(Array(3).fill('GET /remotes/mfe-catalogue/remoteEntry.js'));
  });

  it('asks a HEAD and an API read again too', async () => {
    const { app, seen } = await gatewayBefore(1);
    const read = await app.inject({ method: 'GET', url: '/api/products' });
    expect(read.statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: '/remotes/mfe-catalogue/remoteEntry.js' });
    expect(head.statusCode).toBe(200);
    expect(seen).toEqual(['GET /api/products', 'GET /api/products', 'HEAD /remotes/mfe-catalogue/remoteEntry.js']);
  });

  it('gives up with a 502 once every try has failed', async () => {
    const { app, seen } = await gatewayBefore(Infinity);
    const answer = await app.inject({ method: 'GET', url: '/remotes/mfe-catalogue/remoteEntry.js' });
    expect(answer.statusCode).toBe(502);
    expect(answer.body).toContain('mfe-catalogue cannot be reached.');
    expect(seen).toHaveLength(1 + LOST_CONNECTION_RETRIES);
  });

  it('never sends a visitor’s post twice: the upstream may have acted on it', async () => {
    const { app, seen } = await gatewayBefore(1);
    const answer = await app.inject({ method: 'POST', url: '/api/messages', payload: { name: 'Shvan' } });
    expect(answer.statusCode).toBe(502);
    expect(seen).toEqual(['POST /api/messages']);
  });
});
