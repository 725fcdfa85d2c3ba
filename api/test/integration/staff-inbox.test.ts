import { randomBytes } from 'node:crypto';
import type { StaffMessage, StaffMessagePage, StaffSession } from '@azmar/contract/content/staff-inbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { addStaff, setCookieLine, signIn, type StaffAnswer, staffRequest } from '../support/staff.js';
import { loadConfig } from '../../src/config/load-config.js';
import { postJson, startApi } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
const hostile = {
  name: "Robert'); DROP TABLE contact_messages;--",
  email: 'bobby@example.com',
  message: '<img src=x onerror=alert(1)> =HYPERLINK("http://evil.example") 100% real_deal',
  language: 'en',
};
const kurdish = { name: 'ئاراس', email: 'aras@example.com', phone: '+964 770 000 0000', message: 'سڵاو، پرسیارێکم هەیە دەربارەی بەرهەمەکان.', language: 'ku' };

/** Every staff answer, whatever its status, must be kept by no cache and vary by cookie. */
function expectPrivate(answer: StaffAnswer): void {
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(
    answer.headers
      .get('vary')
      ?.split(',')
      .map((v) => v.trim().toLowerCase()),
  ).toContain('cookie');
}

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`staff inbox API on ${database.label}`, () => {
    const api = useApi(database);
    const url = (path: string) => api.url(path);
    let session: { cookie: string; csrfToken: string };
    const ids: Record<string, number> = {};
    const as = (extra: Record<string, string> = {}) => ({ cookie: session.cookie, ...extra });
    const change = (id: number, handled: boolean, headers: Record<string, string>) =>
      staffRequest<StaffMessage>(url(`/api/staff/messages/${id}`), 'PATCH', headers, { handled });

    beforeAll(async () => {
      await addStaff(api.dataSource, 'Dara', PASSWORD);
      for (const [key, body] of Object.entries({
        hostile,
        kurdish,
        plain: { name: 'Plain Person', email: 'plain@example.com', message: 'Just a plain question about prices.' },
      })) {
        ids[key] = ((await postJson(url('/api/contact'), body)).body as { id: number }).id;
      }
      session = await signIn(api.url(''), 'dara', PASSWORD);
    });

    it('signs in with the users table: a session cookie HttpOnly, SameSite=Strict, Path=/, not Secure over http', async () => {
      const answer = await staffRequest<StaffSession>(url('/api/staff/session'), 'POST', {}, { username: ' DARA ', password: PASSWORD });
      expect(answer.status).toBe(200);
      expectPrivate(answer);
      expect(answer.body).toEqual({
        username: 'dara',
        roles: ['administrator'],
        csrfToken: expect.stringMatching(/^[\w-]{43}$/),
        expiresAt: expect.any(String),
        endsAt: expect.any(String),
      });
      // The absolute end: STAFF_SESSION_MAX_HOURS (12) after sign-in; the idle end comes first.
      const endsIn = Date.parse(answer.body.endsAt) - Date.now();
      expect(endsIn).toBeGreaterThan(11.9 * 3_600_000);
      expect(endsIn).toBeLessThanOrEqual(12 * 3_600_000);
      expect(Date.parse(answer.body.expiresAt)).toBeLessThan(Date.parse(answer.body.endsAt));
      const cookie = setCookieLine(answer.headers, 'azmar_staff')!;
      expect(cookie).toMatch(/^azmar_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
      expect(setCookieLine(answer.headers, 'azmar_staff_browser')).toMatch(
        /^azmar_staff_browser=[\w-]{22}\.[\w-]{43}; Path=\/api\/staff\/session; HttpOnly; SameSite=Strict; Max-Age=15552000$/,
      );
      // Only a digest of the token is stored.
      const token = cookie.split(';')[0]!.split('=')[1]!;
      expect(await api.dataSource.query('SELECT id FROM staff_sessions WHERE id = ?', [token])).toEqual([]);
    });

    it('answers a wrong password and an unknown name alike', async () => {
      const wrong = await staffRequest(url('/api/staff/session'), 'POST', {}, { username: 'dara', password: 'not the password' });
      const unknown = await staffRequest(url('/api/staff/session'), 'POST', {}, { username: 'nobody', password: 'not the password' });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' });
        expect(answer.headers.getSetCookie()).toEqual([]);
        expectPrivate(answer);
      }
    });

    it('refuses every staff route without a session, with a forged cookie, or with garbage in it', async () => {
      const forged = `azmar_staff=${randomBytes(32).toString('base64url')}`;
      for (const cookie of [undefined, forged, "azmar_staff=' OR 1=1 --", 'azmar_staff=']) {
        for (const path of ['/api/staff/session', '/api/staff/messages', `/api/staff/messages/${ids.plain}`, '/api/staff/messages/export']) {
          const answer = await staffRequest(url(path), 'GET', cookie ? { cookie } : {});
          expect(answer.status).toBe(401);
          expect(answer.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to the staff area', code: 'auth.signed-out' });
          expectPrivate(answer);
        }
      }
      const dropped = await staffRequest(url('/api/staff/session'), 'GET', { cookie: forged });
      expect(dropped.headers.get('set-cookie')).toMatch(/^azmar_staff=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0$/);
    });

    it('gives the session and its CSRF token back, and ends an expired session', async () => {
      const current = await staffRequest<StaffSession>(url('/api/staff/session'), 'GET', as());
      expect(current.body).toMatchObject({ username: 'dara', csrfToken: session.csrfToken });
      const other = await signIn(api.url(''), 'dara', PASSWORD);
      await api.dataSource.query("UPDATE staff_sessions SET expiresAt = '2000-01-01 00:00:00.000' WHERE csrfToken = ?", [other.csrfToken]);
      expect((await staffRequest(url('/api/staff/messages'), 'GET', { cookie: other.cookie })).status).toBe(401);
      expect(await api.dataSource.query('SELECT id FROM staff_sessions WHERE csrfToken = ?', [other.csrfToken])).toEqual([]);
    });

    it("ends a deleted user's sessions", async () => {
      await addStaff(api.dataSource, 'leaver', PASSWORD);
      const leaver = await signIn(api.url(''), 'leaver', PASSWORD);
      expect((await staffRequest(url('/api/staff/messages'), 'GET', { cookie: leaver.cookie })).status).toBe(200);
      await api.dataSource.query("DELETE FROM users WHERE username = 'leaver'");
      expect((await staffRequest(url('/api/staff/messages'), 'GET', { cookie: leaver.cookie })).status).toBe(401);
    });

    it('refuses a change without the CSRF token, with a wrong one, or from another origin', async () => {
      const attempts = [
        await change(ids.plain!, true, as()),
        await change(ids.plain!, true, as({ 'x-csrf-token': 'wrong' })),
        await change(ids.plain!, true, as({ 'x-csrf-token': session.csrfToken, origin: 'https://evil.example' })),
        await change(ids.plain!, true, as({ 'x-csrf-token': session.csrfToken, 'sec-fetch-site': 'cross-site' })),
        await staffRequest(url('/api/staff/session'), 'DELETE', as()),
      ];
      for (const answer of attempts) {
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
        expectPrivate(answer);
      }
      const signInFromElsewhere = await staffRequest(
        url('/api/staff/session'),
        'POST',
        { origin: 'https://evil.example' },
        { username: 'dara', password: PASSWORD },
      );
      expect(signInFromElsewhere.status).toBe(403);
      // No Origin and no Sec-Fetch-Site, only a Referer of another site: still from elsewhere (review, What held).
      const signInReferredFromElsewhere = await staffRequest(
        url('/api/staff/session'),
        'POST',
        { referer: 'https://evil.example/login' },
        { username: 'dara', password: PASSWORD },
      );
      expect(signInReferredFromElsewhere.status).toBe(403);
      const [row] = await api.dataSource.query('SELECT handledAt FROM contact_messages WHERE id = ?', [ids.plain]);
      expect(row.handledAt).toBeNull();
    });

    it('marks a message handled and back, with the token and this origin', async () => {
      const origin = new URL(api.url('')).origin;
      const handled = await change(ids.plain!, true, as({ 'x-csrf-token': session.csrfToken, origin }));
      expect(handled.status).toBe(200);
      expectPrivate(handled);
      expect(handled.body).toMatchObject({ id: ids.plain, handledAt: expect.any(String), handledBy: 'dara' });
      const page = await staffRequest<StaffMessagePage>(url('/api/staff/messages?handled=true'), 'GET', as());
      expect(page.body.items.map((m) => m.id)).toEqual([ids.plain]);
      const waiting = await change(ids.plain!, false, as({ 'x-csrf-token': session.csrfToken }));
      expect(waiting.body).toMatchObject({ handledAt: null, handledBy: null });
      const notFound = await change(999_999, true, as({ 'x-csrf-token': session.csrfToken }));
      expect(notFound.status).toBe(404);
      expectPrivate(notFound);
      const bad = await change(ids.plain!, 'yes' as unknown as boolean, as({ 'x-csrf-token': session.csrfToken }));
      expect(bad).toMatchObject({ status: 400, body: { fields: { handled: 'handled must be true or false' } } });
    });

    it('lists newest first, paged, with the total', async () => {
      const first = await staffRequest<StaffMessagePage>(url('/api/staff/messages?pageSize=2'), 'GET', as());
      expect(first.status).toBe(200);
      expectPrivate(first);
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.body.items.map((m) => m.id)).toEqual([ids.plain, ids.kurdish]);
      const second = await staffRequest<StaffMessagePage>(url('/api/staff/messages?pageSize=2&page=2'), 'GET', as());
      expect(second.body.items.map((m) => m.id)).toEqual([ids.hostile]);
      expect(second.body.items[0]).toEqual({
        id: ids.hostile,
        ...hostile,
        phone: null,
        createdAt: expect.any(String),
        handledAt: null,
        handledBy: null,
        folder: 'inbox',
        spamReason: null,
        page: null,
        about: null,
      });
    });

    it('searches name, email and message, and filters by language, with SQL and wildcards taken as plain text', async () => {
      const search = async (query: string) =>
        (await staffRequest<StaffMessagePage>(url(`/api/staff/messages?${query}`), 'GET', as())).body.items.map((m) => m.id).sort((a, b) => a - b);
      expect(await search('q=plain%40example')).toEqual([ids.plain]);
      expect(await search(`q=${encodeURIComponent('ئاراس')}`)).toEqual([ids.kurdish]);
      expect(await search('q=PRICES')).toEqual([ids.plain]);
      expect(await search('language=ku')).toEqual([ids.kurdish]);
      expect(await search('language=en&handled=false')).toEqual([ids.hostile!, ids.plain!].sort((a, b) => a - b));
      expect(await search(`q=${encodeURIComponent("'); DROP TABLE")}`)).toEqual([ids.hostile]);
      expect(await search(`q=${encodeURIComponent("' OR '1'='1")}`)).toEqual([]);
      expect(await search(`q=${encodeURIComponent('100%')}`)).toEqual([ids.hostile]);
      expect(await search(`q=${encodeURIComponent('%')}`)).toEqual([ids.hostile]);
      expect(await search(`q=${encodeURIComponent('r_a')}`)).toEqual([]);
      expect(await search(`q=${encodeURIComponent('l_d')}`)).toEqual([ids.hostile]);
      expect(await search(`q=${encodeURIComponent('<img src=x')}`)).toEqual([ids.hostile]);
      expect(Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n)).toBe(3);
    });

    it('refuses bad queries with a message per field', async () => {
      const answer = await staffRequest(url('/api/staff/messages?page=0&pageSize=1000&language=fr&handled=maybe&sort=name'), 'GET', as());
      expect(answer.status).toBe(400);
      expectPrivate(answer);
      expect(answer.body).toMatchObject({
        fields: {
          page: 'page must be a whole number from 1 to 1000000',
          pageSize: 'pageSize must be a whole number from 1 to 100',
          language: 'language must be en or ku',
          handled: 'handled must be true or false',
          sort: 'Unknown field',
        },
      });
      expect((await staffRequest(url('/api/staff/messages/abc'), 'GET', as())).status).toBe(400);
    });

    it('shows one message in full, its HTML as text', async () => {
      const answer = await staffRequest<StaffMessage>(url(`/api/staff/messages/${ids.hostile}`), 'GET', as());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.body.message).toBe(hostile.message);
      expect((await staffRequest(url('/api/staff/messages/999999'), 'GET', as())).status).toBe(404);
    });

    it('exports the filtered list as CSV, every cell quoted, formulas neutralised, the header in the staff member’s language', async () => {
      const answer = await staffRequest(url('/api/staff/messages/export?language=en'), 'GET', as());
      expect(answer.status).toBe(200);
      expectPrivate(answer);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="azmar-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = answer.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('"id","received","name","email","phone","language","message","from page","about","folder","handled","handled by"');
      expect(lines).toHaveLength(4); // header, two English messages, and the empty string after the last CRLF
      expect(lines[2]).toContain(`,"<img src=x onerror=alert(1)> =HYPERLINK(""http://evil.example"") 100% real_deal",`);
      const kurdishCsv = await staffRequest(url('/api/staff/messages/export?language=ku&lang=ku'), 'GET', as());
      expect(kurdishCsv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        '"ژمارە","کاتی گەیشتن","ناو","ئیمەیڵ","تەلەفۆن","زمان","نامە","لە پەڕەی","دەربارەی","بوخچە","کاتی چارەسەرکردن","چارەسەرکەر"',
      );
      expect(kurdishCsv.text).toContain(`,"'+964 770 000 0000","ku",`);
      expect(kurdishCsv.text).toContain(kurdish.message);
      const [exported] = await api.dataSource.query("SELECT actor, details FROM audit_events WHERE action = 'messages.exported' ORDER BY id DESC LIMIT 1");
      expect(JSON.parse(exported.details)).toMatchObject({ username: 'dara', count: 1, filter: { language: 'ku' } });
      expect((await staffRequest(url('/api/staff/messages/export?lang=fr'), 'GET', as())).body).toMatchObject({ fields: { lang: 'lang must be en or ku' } });
    });

    it('signs out: the session ends and the cookie is cleared', async () => {
      const mine = await signIn(api.url(''), 'dara', PASSWORD);
      const answer = await staffRequest(url('/api/staff/session'), 'DELETE', { cookie: mine.cookie, 'x-csrf-token': mine.csrfToken });
      expect(answer.status).toBe(204);
      expectPrivate(answer);
      expect(answer.headers.get('set-cookie')).toContain('Max-Age=0');
      expect((await staffRequest(url('/api/staff/session'), 'GET', { cookie: mine.cookie })).status).toBe(401);
      expect((await staffRequest(url('/api/staff/session'), 'GET', as())).status).toBe(200);
    });

    it('marks the cookie Secure when a trusted proxy says the request came over https', async () => {
      const behindProxy = await startApi(api.config.database, { trustProxy: 'loopback' });
      try {
        const answer = await staffRequest(
          behindProxy.url('/api/staff/session'),
          'POST',
          { 'x-forwarded-proto': 'https' },
          { username: 'dara', password: PASSWORD },
        );
        expect(answer.status).toBe(200);
        expect(setCookieLine(answer.headers, 'azmar_staff')).toMatch(/; Secure$/);
        expect(setCookieLine(answer.headers, 'azmar_staff_browser')).toMatch(/; Secure; Max-Age=\d+$/);
        const direct = await staffRequest(api.url('/api/staff/session'), 'POST', { 'x-forwarded-proto': 'https' }, { username: 'dara', password: PASSWORD });
        expect(direct.headers.getSetCookie().join('\n')).not.toContain('Secure');
      } finally {
        await behindProxy.close();
      }
    });

    it('names the session cookie __Host- and makes every staff cookie Secure when the public origin is https', async () => {
      const httpsSite = await startApi(api.config.database, { staff: loadConfig({ PUBLIC_ORIGIN: 'https://azmar.example' }).staff });
      try {
        const answer = await staffRequest<StaffSession>(httpsSite.url('/api/staff/session'), 'POST', {}, { username: 'dara', password: PASSWORD });
        expect(answer.status).toBe(200);
        // The request itself came over plain http: the public origin alone decides.
        expect(setCookieLine(answer.headers, '__Host-azmar_staff')).toMatch(/^__Host-azmar_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
        expect(setCookieLine(answer.headers, '__Secure-azmar_staff_browser')).toMatch(
          /; Path=\/api\/staff\/session; HttpOnly; SameSite=Strict; Secure; Max-Age=\d+$/,
        );
        expect(setCookieLine(answer.headers, 'azmar_staff')).toBeNull();
        const token = setCookieLine(answer.headers, '__Host-azmar_staff')!.split(';')[0]!.split('=')[1]!;
        expect((await staffRequest(httpsSite.url('/api/staff/session'), 'GET', { cookie: `__Host-azmar_staff=${token}` })).status).toBe(200);
        // An unprefixed cookie is one a plain-http page or a subdomain could have planted: not believed.
        const planted = await staffRequest(httpsSite.url('/api/staff/session'), 'GET', { cookie: `azmar_staff=${token}` });
        expect(planted.status).toBe(401);
      } finally {
        await httpsSite.close();
      }
    });
  });
}
