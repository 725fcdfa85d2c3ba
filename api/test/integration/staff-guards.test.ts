import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { addStaffWithRoles, changeHeaders, signIn, staffRequest } from '../support/staff.js';
import { startApi } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
type Session = { cookie: string; csrfToken: string };
type Role = 'administrator' | 'editor' | 'inbox';

/**
 * Every staff endpoint, with a body that would pass if allowed, and the roles allowed (all three for a person's own
 * session and password). Each is asked without a session, with a role it refuses, cross-site, without the CSRF token,
 * with another session's token, and with a signed-out session's cookie.
 */
const ENDPOINTS: { method: string; path: string; body?: unknown; roles: Role[] }[] = [
  { method: 'GET', path: '/api/staff/session', roles: ['administrator', 'editor', 'inbox'] },
  { method: 'POST', path: '/api/staff/password', body: { currentPassword: PASSWORD, newPassword: PASSWORD }, roles: ['administrator', 'editor', 'inbox'] },
  { method: 'GET', path: '/api/staff/messages', roles: ['administrator', 'inbox'] },
  { method: 'GET', path: '/api/staff/messages/export', roles: ['administrator', 'inbox'] },
  { method: 'GET', path: '/api/staff/messages/1', roles: ['administrator', 'inbox'] },
  { method: 'PATCH', path: '/api/staff/messages/1', body: { handled: true }, roles: ['administrator', 'inbox'] },
  { method: 'DELETE', path: '/api/staff/messages/1', roles: ['administrator', 'inbox'] },
  { method: 'POST', path: '/api/staff/erasures', body: { email: 'nobody@example.com' }, roles: ['administrator', 'inbox'] },
  { method: 'GET', path: '/api/staff/content/products', roles: ['administrator', 'editor'] },
  { method: 'POST', path: '/api/staff/content/products', body: {}, roles: ['administrator', 'editor'] },
  { method: 'POST', path: '/api/staff/content/products/order', body: { ids: [] }, roles: ['administrator', 'editor'] },
  { method: 'GET', path: '/api/staff/content/products/1', roles: ['administrator', 'editor'] },
  { method: 'PUT', path: '/api/staff/content/products/1', body: {}, roles: ['administrator', 'editor'] },
  { method: 'POST', path: '/api/staff/content/products/1/publish', body: {}, roles: ['administrator', 'editor'] },
  { method: 'GET', path: '/api/staff/content/products/1/versions', roles: ['administrator', 'editor'] },
  { method: 'POST', path: '/api/staff/content/products/1/rollback', roles: ['administrator', 'editor'] },
  { method: 'POST', path: '/api/staff/content/products/1/preview', roles: ['administrator', 'editor'] },
  { method: 'GET', path: '/api/staff/media', roles: ['administrator', 'editor'] },
  { method: 'POST', path: '/api/staff/media', body: {}, roles: ['administrator', 'editor'] },
  { method: 'PATCH', path: '/api/staff/media/x', body: { altEn: 'A yard', altKu: 'حەوشەیەک' }, roles: ['administrator', 'editor'] },
  { method: 'DELETE', path: '/api/staff/media/x', roles: ['administrator', 'editor'] },
  { method: 'GET', path: '/api/staff/accounts', roles: ['administrator'] },
  { method: 'POST', path: '/api/staff/accounts', body: {}, roles: ['administrator'] },
  { method: 'PATCH', path: '/api/staff/accounts/x', body: { active: true }, roles: ['administrator'] },
  { method: 'POST', path: '/api/staff/accounts/x/password', body: { password: PASSWORD }, roles: ['administrator'] },
  { method: 'GET', path: '/api/staff/audit', roles: ['administrator'] },
  { method: 'DELETE', path: '/api/staff/session', roles: ['administrator', 'editor', 'inbox'] },
  { method: 'DELETE', path: '/api/staff/sessions', roles: ['administrator', 'editor', 'inbox'] },
];
const ROLES: Role[] = ['administrator', 'editor', 'inbox'];
const SAFE = new Set(['GET', 'HEAD']);

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`every staff endpoint's refusals on ${database.label}`, () => {
    const api = useApi(database);
    const sessions = {} as Record<Role, Session>;
    let signedOut: Session;
    const ask = (endpoint: (typeof ENDPOINTS)[number], headers: Record<string, string>) =>
      staffRequest(api.url(endpoint.path), endpoint.method, headers, SAFE.has(endpoint.method) ? undefined : (endpoint.body ?? {}));

    beforeAll(async () => {
      for (const role of ROLES) {
        await addStaffWithRoles(api.dataSource, role, PASSWORD, [role]);
        sessions[role] = await signIn(api.url(''), role, PASSWORD);
      }
      await addStaffWithRoles(api.dataSource, 'leaver', PASSWORD, ['administrator']);
      signedOut = await signIn(api.url(''), 'leaver', PASSWORD);
      const out = await staffRequest(api.url('/api/staff/session'), 'DELETE', changeHeaders(api.url(''), signedOut));
      expect(out.status).toBe(204);
    });

    it('names every staff route of the API (a new one must be added here)', async () => {
      const documenting = await startApi(api.config.database, { docsEnabled: true });
      const docs = (await (await fetch(documenting.url('/api/docs-json'))).json()) as { paths: Record<string, Record<string, unknown>> };
      await documenting.close();
      const documented = Object.entries(docs.paths)
        .filter(([path]) => path.startsWith('/api/staff/'))
        .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{[^}]+\}/g, ':p')}`));
      const covered = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path.replace(/\/(products)(?=\/|$)/, '/:p').replace(/\/(1|x)(?=\/|$)/, '/:p')}`));
      const signIn = 'POST /api/staff/session';
      expect(documented.filter((route) => route !== signIn && !covered.has(route))).toEqual([]);
    });

    for (const endpoint of ENDPOINTS) {
      const label = `${endpoint.method} ${endpoint.path}`;
      it(`${label}: 401 without a session or with a signed-out one, 403 for a wrong role, cross-site or without the CSRF token`, async () => {
        const none = await ask(endpoint, SAFE.has(endpoint.method) ? {} : { origin: new URL(api.url('')).origin });
        expect(none.status, `${label} without a session`).toBe(401);
        expect(none.body, label).toMatchObject({ code: 'auth.signed-out' });
        const replayed = await ask(endpoint, changeHeaders(api.url(''), signedOut));
        expect(replayed.status, `${label} signed out`).toBe(401);
        for (const role of ROLES.filter((r) => !endpoint.roles.includes(r))) {
          const wrong = await ask(endpoint, changeHeaders(api.url(''), sessions[role]));
          expect(wrong.status, `${label} as ${role}`).toBe(403);
          expect(wrong.body, `${label} as ${role}`).toMatchObject({ code: 'auth.wrong-role' });
        }
        if (SAFE.has(endpoint.method)) return;
        const allowed = sessions[endpoint.roles[0]!];
        const crossSite = await ask(endpoint, changeHeaders(api.url(''), allowed, { origin: 'https://evil.example' }));
        expect(crossSite.status, `${label} cross-site`).toBe(403);
        expect(crossSite.body, label).toMatchObject({ code: 'auth.cross-site' });
        const fetchSite = await ask(endpoint, { cookie: allowed.cookie, 'x-csrf-token': allowed.csrfToken, 'sec-fetch-site': 'cross-site' });
        expect(fetchSite.status, `${label} Sec-Fetch-Site cross-site`).toBe(403);
        const noToken = await ask(endpoint, { cookie: allowed.cookie, origin: new URL(api.url('')).origin });
        expect(noToken.status, `${label} without the CSRF token`).toBe(403);
        expect(noToken.body, label).toMatchObject({ code: 'auth.csrf' });
        const otherRole = endpoint.roles.length > 1 ? endpoint.roles[1]! : ROLES.find((r) => r !== endpoint.roles[0])!;
        const othersToken = await ask(endpoint, { cookie: allowed.cookie, 'x-csrf-token': sessions[otherRole].csrfToken, origin: new URL(api.url('')).origin });
        expect(othersToken.status, `${label} with another session's token`).toBe(403);
      });
    }
  });
}
