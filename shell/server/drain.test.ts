import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain } from './drain.js';

/** A server answering after `delayMs`, with `Connection: close` when the drain has begun by then (as the gateway does). */
function slowServer(draining: () => boolean, delayMs: number): Promise<Server> {
  const server = createServer((_req, res) => {
    setTimeout(() => {
      if (draining()) res.setHeader('Connection', 'close');
      res.end('done');
    }, delayMs);
  });
  server.keepAliveTimeout = 5000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function get(port: number): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    })
      .on('error', reject)
      .end();
  });
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

describe('createDrain', () => {
  it('keeps answering through the drain, closing each connection, then stops accepting', async () => {
    const drain = createDrain({ drainMs: 300, graceMs: 2000, log: () => {} });
    server = await slowServer(drain.draining, 10);
    const { port } = server.address() as AddressInfo;
    expect((await get(port)).connection).toBe('keep-alive');
    const closed = drain.begin(server);
    expect(drain.draining()).toBe(true);
    const during = await get(port);
    expect(during).toMatchObject({ status: 200, body: 'done', connection: 'close' });
    await closed;
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('lets a request in flight when the drain ends finish, its connection closed after it', async () => {
    const drain = createDrain({ drainMs: 50, graceMs: 3000, log: () => {} });
    server = await slowServer(drain.draining, 400);
    const inFlight = get((server.address() as AddressInfo).port);
    await new Promise((resolve) => setTimeout(resolve, 20));
    let closed = false;
    server.once('close', () => (closed = true));
    await drain.begin(server);
    await expect(inFlight).resolves.toMatchObject({ status: 200, body: 'done', connection: 'close' });
    // Closed, not given up on after the grace period: the answer's `Connection: close` let the server finish.
    expect(closed).toBe(true);
  });
});
