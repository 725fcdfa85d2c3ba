import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getJson, startApi } from '../support/start-api.js';

/** A database no migration has touched yet, as the swarm's API tasks may find before the migrations job ran. */
function freshSqlite() {
  return { kind: 'sqlite' as const, path: path.join(mkdtempSync(path.join(os.tmpdir(), 'azmar-fresh-')), 'site.sqlite') };
}

describe('an API instance in a swarm (docker-compose.swarm.yml)', () => {
  it('is not ready while the database misses migrations, and is once the migrations job applied them', async () => {
    const api = await startApi(freshSqlite(), { migrationsRun: false, seedOnStart: 'never' });
    try {
      const before = await getJson<{ message: string }>(api.url('/api/health/ready'));
      expect(before.status).toBe(503);
      expect(before.body.message).toMatch(/migrations/);
      await api.dataSource.runMigrations({ transaction: 'each' });
      expect((await getJson(api.url('/api/health/ready'))).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('drains on shutdown: still answers, each answer closing its connection, readiness failing; then stops', async () => {
    const api = await startApi(freshSqlite(), { shutdownDrainMs: 1500 });
    expect((await getJson(api.url('/api/health/ready'))).status).toBe(200);
    const closing = api.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = await fetch(api.url('/api/products'));
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    await during.arrayBuffer();
    const ready = await getJson<{ message: string }>(api.url('/api/health/ready'));
    expect(ready.status).toBe(503);
    expect(ready.body.message).toMatch(/shutting down/);
    await closing;
    await expect(fetch(api.url('/api/health'))).rejects.toThrow();
  });
});
