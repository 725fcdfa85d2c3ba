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

  it('keeps answering past its usual time while the balancer still lists it, then settles and stops', async () => {
    let listed = true;
    const drain = createDrain({ drainMs: 5000, graceMs: 1000, stillListed: async () => listed, pollMs: 20, settleMs: 100, log: () => {} });
    server = await slowServer(drain.draining, 5);
    const { port } = server.address() as AddressInfo;
    const started = Date.now();
    const closed = drain.begin(server);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still in the balancer: a new connection is answered, however long the drain has lasted.
    await expect(get(port)).resolves.toMatchObject({ status: 200, connection: 'close' });
    listed = false;
    await closed;
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(400);
    expect(took).toBeLessThan(2000);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('stops at drainMs when the balancer never lets it go, and counts a failed question as still listed', async () => {
    let asked = 0;
    const stillListed = async () => {
      asked += 1;
      if (asked % 2 === 0) throw new Error('DNS did not answer');
      return true;
    };
    const drain = createDrain({ drainMs: 300, graceMs: 1000, stillListed, pollMs: 20, settleMs: 5000, log: () => {} });
    server = await slowServer(drain.draining, 5);
    const started = Date.now();
    await drain.begin(server);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(asked).toBeGreaterThan(2);
  });
});
