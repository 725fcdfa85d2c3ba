import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { watchContentRevision } from './content-revision.js';

/** A fake API answering the content dates it is given. */
async function datesServer(): Promise<{ server: Server; origin: string; set(dates: object): void }> {
  let body = '{"services":null,"projects":null,"products":null}';
  const server = createServer((_request, response) => response.setHeader('content-type', 'application/json').end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, set: (dates) => void (body = JSON.stringify(dates)) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('watchContentRevision', () => {
  let close: () => void = () => {};
  afterEach(() => close());

  it('takes the first dates at once, and a change only once it has settled', async () => {
    const api = await datesServer();
    let clock = 1_000_000;
    const revision = watchContentRevision(() => api.origin, { pollMs: 20, settleMs: 3000, now: () => clock });
    close = () => {
      revision.close();
      api.server.close();
    };
    await until(() => revision.current() !== '');
    const first = revision.current();
    expect(JSON.parse(first)).toEqual({ services: null, projects: null, products: null });
    api.set({ services: '2026-11-27T11:00:00.000Z', projects: null, products: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(revision.current()).toBe(first);
    clock += 3000;
    expect(JSON.parse(revision.current())).toMatchObject({ services: '2026-11-27T11:00:00.000Z' });
  });

  it('keeps the last revision while the API does not answer', async () => {
    const api = await datesServer();
    const revision = watchContentRevision(() => api.origin, { pollMs: 20, settleMs: 0 });
    await until(() => revision.current() !== '');
    const before = revision.current();
    await new Promise<void>((resolve) => api.server.close(() => resolve()));
    api.server.closeAllConnections();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(revision.current()).toBe(before);
    close = () => revision.close();
  });
});
