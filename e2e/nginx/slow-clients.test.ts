// The client timeouts of the front door: a client that stops sending its headers or its body is cut off
// (NGINX_CLIENT_TIMEOUT, 1s here) instead of holding a connection; nothing reaches the API.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeDists, type FakeDists } from './fake-dists.ts';
import { startNginx, type RunningNginx } from './nginx-process.ts';

let dists: FakeDists;
let nginx: RunningNginx;
let api: http.Server;
let apiRequests = 0;
beforeAll(async () => {
  dists = makeFakeDists();
  api = http.createServer((_req, res) => {
    apiRequests += 1;
    res.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx({ ...dists.env, API_UPSTREAM: `127.0.0.1:${(api.address() as AddressInfo).port}`, NGINX_CLIENT_TIMEOUT: '1s' });
});
afterAll(async () => {
  await nginx?.stop();
  dists?.remove();
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
});

/** Sends `text` and never more; resolves with what came back once nginx closes the connection. */
function sendAndStall(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(nginx.port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    // Far past the 1s timeout: only a front door without one would let the test reach this.
    setTimeout(() => {
      socket.destroy();
      reject(new Error('nginx kept the stalled connection open'));
    }, 15_000).unref();
  });
}

describe('slow clients', () => {
  it('are cut off when their headers stop coming', async () => {
    const received = await sendAndStall('GET /about HTTP/1.1\r\nHost: azmar.example\r\n');
    expect(received).not.toContain('200 OK');
  });

  it('are cut off when their body stops coming, before anything reaches the API', async () => {
    const before = apiRequests;
    const received = await sendAndStall(
      'POST /api/contact HTTP/1.1\r\nHost: azmar.example\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
    );
    expect(received).not.toContain('{}');
    expect(apiRequests).toBe(before);
  });
});
