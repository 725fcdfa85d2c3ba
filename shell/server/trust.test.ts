// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from './config.js';
import { isAllowedHost } from './trust.js';

describe('the hosts the gateway answers', () => {
  const local = readGatewayConfig({});
  it('are the loopback names on any port when nothing is configured (`npm start`)', () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:3000', '[::1]:8080', 'LOCALHOST:9']) expect(isAllowedHost(host, local), host).toBe(true);
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.2', undefined, '', 'x"><script>', 'user@localhost'])
      expect(isAllowedHost(host, local), String(host)).toBe(false);
  });

  it("are the public origin's host and the allowed ones besides", () => {
    const config = readGatewayConfig({ PUBLIC_ORIGIN: 'https://azmar.example', ALLOWED_HOSTS: 'www.azmar.example, intranet:8080' });
    for (const host of ['azmar.example', 'www.azmar.example', 'www.azmar.example:443', 'intranet:8080', 'localhost:8080'])
      expect(isAllowedHost(host, config), host).toBe(true);
    for (const host of ['evil.example', 'intranet:9090', 'sub.azmar.example']) expect(isAllowedHost(host, config), host).toBe(false);
  });
});

describe('the settings', () => {
  it('read the public origin, the trusted proxies and the render settings', () => {
    const config = readGatewayConfig({ PUBLIC_ORIGIN: 'https://azmar.example', TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1', RENDER_CACHE_MS: '0' });
    expect(config.publicOrigin?.origin).toBe('https://azmar.example');
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.renderCacheMs).toBe(0);
  });

  it('read the requests one client may have in progress: 20 unless set, 0 for no limit', () => {
    expect(readGatewayConfig({}).clientRequestLimit).toBe(20);
    expect(readGatewayConfig({ CLIENT_REQUEST_LIMIT: ' 5 ' }).clientRequestLimit).toBe(5);
    expect(readGatewayConfig({ CLIENT_REQUEST_LIMIT: '0' }).clientRequestLimit).toBe(0);
  });

  it.each([
    [{ PUBLIC_ORIGIN: 'azmar.example' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'https://azmar.example/site' }, /no path/],
    [{ PUBLIC_ORIGIN: 'ftp://azmar.example' }, /http\(s\)/],
    [{ RENDER_CACHE_MS: 'soon' }, /RENDER_CACHE_MS/],
    [{ CLIENT_REQUEST_LIMIT: '-1' }, /CLIENT_REQUEST_LIMIT/],
  ])('refuse %j, naming the variable', (env, message) => {
    expect(() => readGatewayConfig(env)).toThrow(message);
  });
});
