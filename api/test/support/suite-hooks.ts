import { afterAll, beforeAll } from 'vitest';
import type { DatabaseConfig } from '../../src/config/app-config.js';
import type { DatabaseKind, DatabaseTarget } from './databases.js';
import { type RunningApi, startApi } from './start-api.js';

// Setup shared by the integration suites: each call registers the suite's beforeAll/afterAll and
// returns a handle whose members read what beforeAll made, so tests keep writing `api.url(...)`
// or `target.config` as if they held the object itself.

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is made in beforeAll: use it inside tests, not while collecting them`);
  return value;
}

/** A fresh database of `kind` for the enclosing suite, removed after it. */
export function useDatabase(kind: DatabaseKind): { readonly config: DatabaseConfig } {
  let target: DatabaseTarget | undefined;

  beforeAll(async () => {
    target = await kind.create();
  });

  afterAll(async () => {
    await target?.cleanup();
  });

  return {
    get config() {
      return ready(target, 'The database').config;
    },
  };
}

/** The API with its default test config on a fresh database of `kind`: closed, then the database removed, after the suite. */
export function useApi(kind: DatabaseKind): RunningApi {
  let target: DatabaseTarget | undefined;
  let api: RunningApi | undefined;
  const current = () => ready(api, 'The API');

  // One pair of hooks, not useDatabase plus another, so the API always closes before its database goes.
  beforeAll(async () => {
    target = await kind.create();
    api = await startApi(target.config);
  });

  afterAll(async () => {
    await api?.close();
    await target?.cleanup();
  });

  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get dataSource() {
      return current().dataSource;
    },
    url: (path) => current().url(path),
    close: () => current().close(),
  };
}
