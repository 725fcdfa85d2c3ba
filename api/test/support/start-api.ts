import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import type { AppConfig, DatabaseConfig } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { type CreateAppOptions, createApp } from '../../src/create-app.js';

export const TEST_ADMIN_TOKEN = '5c1f0a9e7d2b4c68a3e1f07b9d2c6e4a8b0f3d5c7e9a1b2c4d6e8f0a2b4c6d8e';

export interface RunningApi {
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  url(path: string): string;
  close(): Promise<void>;
}

/** The real app on a free port of 127.0.0.1, with the real content files unless overridden. */
export async function startApi(database: DatabaseConfig, overrides: Partial<AppConfig> = {}, options: CreateAppOptions = {}): Promise<RunningApi> {
  const config: AppConfig = {
    ...loadConfig({}),
    database,
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    rateLimitMax: 10_000,
    adminToken: TEST_ADMIN_TOKEN,
    ...overrides,
  };
  const app = await createApp(config, { shutdownHooks: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    config,
    dataSource: app.get(DataSource),
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => app.close(),
  };
}

export async function getJson<T = unknown>(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: T }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return getJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
