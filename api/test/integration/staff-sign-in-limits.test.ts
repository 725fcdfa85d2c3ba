import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import type { DelayPolicy } from '../../src/throttle/growing-delay.js';
import { DATABASES } from '../support/databases.js';
import { addStaff, signIn, type StaffAnswer, staffRequest } from '../support/staff.js';
import { type RunningApi, startApi } from '../support/start-api.js';
import { useDatabase } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
/** Three free failures, then a minute: no wait runs out while a test looks. */
const SLOW: DelayPolicy = { freeFailures: 3, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 };
/** Three free failures, then 1 s, 2 s, 4 s, 4 s…: short enough to wait out. */
const QUICK: DelayPolicy = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 4000, forgetAfterMs: 3_600_000 };
/** A minute's wait after three free failures, all forgotten a second after the last (STAFF_SIGNIN_FORGET_HOURS). */
const FORGETFUL: DelayPolicy = { freeFailures: 3, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 1000 };

interface SignInLogLine {
  event: string;
  outcome: 'success' | 'failure' | 'refused';
  reason?: string;
  typed: string;
  account: string | null;
  address: string;
  retryAfterSeconds?: number;
}

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`staff sign-in limits on ${database.label}`, () => {
    const target = useDatabase(database);
    const lines: string[] = [];
    let api: RunningApi;
    /** A second instance on the same database, as a deployment with two API containers has. */
    let twin: RunningApi;
    /** One whose waits are short enough to wait out. */
    let quick: RunningApi;
    /** One that forgets failures a second old. */
    let forgetful: RunningApi;
    const start = (policy: DelayPolicy) =>
      startApi(
        target.config,
        { trustProxy: 'loopback', logLevel: 'info', staff: { ...loadConfig({}).staff, accountDelays: policy, addressDelays: { ...policy, freeFailures: 10 } } },
        { logStream: { write: (line) => void lines.push(line) } },
      );
    /** A sign-in from client address `from` (forwarded by the trusted proxy), with a browser mark if given. */
    const attempt = (on: RunningApi, from: string, username: string, password: string, browser?: string) =>
      staffRequest(on.url('/api/staff/session'), 'POST', { 'x-forwarded-for': from, ...(browser ? { cookie: browser } : {}) }, { username, password });
    const signInLog = () =>
      lines.map((line) => JSON.parse(line) as Partial<SignInLogLine>).filter((entry): entry is SignInLogLine => entry.event === 'staff.sign-in');

    beforeAll(async () => {
      api = await start(SLOW);
      twin = await start(SLOW);
      quick = await start(QUICK);
      forgetful = await start(FORGETFUL);
      for (const name of ['dara', 'hana', 'sara', 'rebin', 'lana', 'shvan', 'aram', 'nian']) await addStaff(api.dataSource, name, PASSWORD);
    });

    afterAll(async () => {
      await forgetful?.close();
      await quick?.close();
      await twin?.close();
      await api?.close();
    });

    it('F1: a look-alike name is no name: refused before any look-up, even with the right password; the full-width form is the same account and shares its count', async () => {
      for (const lookAlike of ['dára', 'da\u200bra', 'a\u200bd\u200cm\u200di\u2060n', 'dara\u202e', 'dаra' /* Cyrillic а */]) {
        const answer = await attempt(api, '203.0.113.1', lookAlike, PASSWORD);
        expect(answer.status, JSON.stringify(lookAlike)).toBe(401);
        expect(answer.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' });
        expect(answer.headers.getSetCookie()).toEqual([]);
      }
      // NFKC: ｄａｒａ is dara, one account, one count: three wrong guesses under three spellings use up its free ones.
      expect((await attempt(api, '203.0.113.2', 'ｄａｒａ', PASSWORD)).status).toBe(200);
      const statuses = [];
      for (const spelling of ['dara', 'ｄａｒａ', 'DARA', 'Dara', 'ｄａｒａ'])
        statuses.push((await attempt(api, '203.0.113.2', spelling, 'wrong guess')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      // The look-alikes still find nothing to guess at, however often they are tried (their own address only slows down).
      expect((await attempt(api, '203.0.113.3', 'dára', PASSWORD)).status).toBe(401);
      const refused = signInLog().filter((e) => e.outcome === 'refused' && e.reason === 'not-a-username');
      expect(refused.map((e) => e.typed)).toEqual(
        expect.arrayContaining(['dára', 'da\\u{200B}ra', 'a\\u{200B}d\\u{200C}m\\u{200D}i\\u{2060}n', 'dara\\u{202E}']),
      );
      expect(refused.every((e) => e.account === null)).toBe(true);
    });

    it('F2: failures slow the next attempt down, more each time, and the right password works as soon as the wait is over', async () => {
      const from = '203.0.113.10';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt(quick, from, 'hana', `guess ${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401]);
      // Each wait is over before the next guess; the guess is checked, fails, and the next wait doubles.
      const waits: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const slowed = await attempt(quick, from, 'hana', PASSWORD);
        expect(slowed.status).toBe(429);
        expect(slowed.body).toEqual({
          statusCode: 429,
          error: 'Too Many Requests',
          message: expect.stringMatching(/^Too many failed sign-ins; try again in \d+ seconds\.$/),
        });
        expect(slowed.headers.get('cache-control')).toBe('no-store');
        waits.push(Number(slowed.headers.get('retry-after')));
        let guess: StaffAnswer = slowed;
        await vi.waitFor(
          async () => {
            guess = await attempt(quick, from, 'hana', `late guess ${i}`);
            expect(guess.status).toBe(401);
          },
          { timeout: 10_000, interval: 200 },
        );
      }
      expect(waits).toEqual([1, 2, 4, 4]);
      // No quarter-hour lock: once the last wait is over, the right password signs in.
      await vi.waitFor(async () => expect((await attempt(quick, from, 'hana', PASSWORD)).status).toBe(200), { timeout: 10_000, interval: 200 });
      // And the account's own count starts again.
      expect((await attempt(quick, from, 'hana', 'one more guess')).status).toBe(401);
    });

    it('forgets failures older than STAFF_SIGNIN_FORGET_HOURS: the wait they set ends with them, and later ones count from one', async () => {
      const pastForgetting = () => new Promise((resolve) => setTimeout(resolve, FORGETFUL.forgetAfterMs + 500));
      await addStaff(api.dataSource, 'zana', PASSWORD);
      await addStaff(api.dataSource, 'rozh', PASSWORD);
      for (let i = 0; i < 4; i += 1) expect((await attempt(forgetful, '203.0.113.70', 'zana', `guess ${i}`)).status).toBe(401);
      expect((await attempt(forgetful, '203.0.113.70', 'zana', PASSWORD)).status).toBe(429);
      await pastForgetting();
      // The minute is far from over, but the failures that set it are forgotten.
      expect((await attempt(forgetful, '203.0.113.71', 'zana', PASSWORD)).status).toBe(200);

      for (let i = 0; i < 3; i += 1) expect((await attempt(forgetful, '203.0.113.72', 'rozh', `guess ${i}`)).status).toBe(401);
      await pastForgetting();
      // Counted from one again: still free, so the attempt after it is checked, not slowed down.
      expect((await attempt(forgetful, '203.0.113.73', 'rozh', 'guess 3')).status).toBe(401);
      expect((await attempt(forgetful, '203.0.113.73', 'rozh', 'guess 4')).status).toBe(401);
    });

    it('F2: strangers guessing an account never lock out staff at a browser that signed in before', async () => {
      const staff = await signIn(api.url(''), 'sara', PASSWORD, { headers: { 'x-forwarded-for': '198.51.100.5' } });
      const strangers: number[] = [];
      for (let i = 0; i < 8; i += 1) strangers.push((await attempt(api, `192.0.2.${i + 1}`, 'sara', `guess ${i}`)).status);
      expect(strangers.slice(0, 4)).toEqual([401, 401, 401, 401]);
      expect(strangers.slice(4)).toEqual([429, 429, 429, 429]);
      expect((await attempt(api, '192.0.2.99', 'sara', PASSWORD)).status).toBe(429);
      // The staff member's own browser (same account, another instance too): signed in at once.
      expect((await attempt(api, '198.51.100.5', 'sara', PASSWORD, staff.browser)).status).toBe(200);
      expect((await attempt(twin, '198.51.100.6', 'sara', PASSWORD, staff.browser)).status).toBe(200);
      // A mark is worth nothing changed, or for another account.
      const [nonce, signature] = staff.browser.split('=')[1]!.split('.');
      expect((await attempt(api, '192.0.2.50', 'sara', PASSWORD, `azmar_staff_browser=${nonce}.${signature!.slice(0, -2)}AA`)).status).toBe(429);
      await addStaff(api.dataSource, 'sara2', PASSWORD);
      for (let i = 0; i < 4; i += 1) expect((await attempt(api, `192.0.2.${60 + i}`, 'sara2', `guess ${i}`)).status).toBe(401);
      expect((await attempt(api, '198.51.100.5', 'sara2', PASSWORD, staff.browser)).status).toBe(429);
      const slowed = signInLog().filter((e) => e.account === 'sara' && e.outcome === 'refused' && e.reason === 'slowed-down');
      expect(slowed.length).toBe(6);
    });

    it('F2: ten simultaneous right sign-ins all succeed: an attempt being checked is no failure', async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? api : twin, '198.51.100.20', 'rebin', PASSWORD)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      // Ten simultaneous wrong ones on one instance: each sees the failures before it, so no more pass than allowed.
      const wrong = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(api, '198.51.100.21', 'shvan', `guess ${i}`)));
      expect(wrong.map((a) => a.status).sort()).toEqual([...Array(4).fill(401), ...Array(6).fill(429)]);
    });

    it('F2: two API instances on one database share the count (in the database, not each process)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await attempt(i % 2 ? twin : api, '198.51.100.30', 'lana', `guess ${i}`)).status);
      console.info(`[two instances, ${database.label}] 8 wrong guesses alternating between them: ${statuses.join(', ')}`);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
      const [user] = await api.dataSource.query("SELECT id FROM users WHERE username = 'lana'");
      const [row] = await api.dataSource.query('SELECT failures FROM throttle_entries WHERE id = ?', [`account:${user.id}`]);
      expect(Number(row.failures)).toBe(4);
    });

    it('the per-address limit holds for unknown names: one address trying many names slows down, other addresses do not', async () => {
      const from = '198.51.100.40';
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await attempt(api, from, `nobody-${i}`, 'wrong password')).status);
      expect(statuses).toEqual([...Array(11).fill(401), 429]);
      expect((await attempt(twin, from, 'aram', PASSWORD)).status).toBe(429);
      expect((await attempt(api, '198.51.100.41', 'aram', PASSWORD)).status).toBe(200);
    });

    it('F14: every sign-in is logged with the name typed, the account and the address: success, failure and refusal', async () => {
      lines.length = 0;
      await attempt(api, '198.51.100.50', 'Nian', PASSWORD);
      await attempt(api, '198.51.100.50', 'nian', 'not it');
      await attempt(api, '198.51.100.50', 'ghost', 'not it');
      await attempt(api, '198.51.100.50', 'Invoice \u202Egpj.exe', 'not it');
      expect(signInLog().map(({ outcome, reason, typed, account, address }) => ({ outcome, reason, typed, account, address }))).toEqual([
        { outcome: 'success', reason: undefined, typed: 'Nian', account: 'nian', address: '198.51.100.50' },
        { outcome: 'failure', reason: 'wrong-password', typed: 'nian', account: 'nian', address: '198.51.100.50' },
        { outcome: 'failure', reason: 'unknown-account', typed: 'ghost', account: null, address: '198.51.100.50' },
        { outcome: 'refused', reason: 'not-a-username', typed: 'Invoice \\u{202E}gpj.exe', account: null, address: '198.51.100.50' },
      ]);
      const all = lines.join('\n');
      expect(all).not.toContain(PASSWORD);
      expect(all).not.toContain('not it');
    });

    it('1,000 wrong passwords: 401 while free, then 429 in the error shape, never a 5xx', async () => {
      await addStaff(api.dataSource, 'kawa', PASSWORD);
      const statuses = new Map<number, number>();
      for (let i = 0; i < 1000; i += 1) {
        const answer = await attempt(api, '198.51.100.60', 'kawa', `guess-${i}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
      console.info(`[1,000 wrong passwords, ${database.label}] ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
      expect(Object.fromEntries(statuses)).toEqual({ 401: 4, 429: 996 });
    });

    it('refuses a malformed sign-in with a message per field', async () => {
      const answer = await staffRequest(api.url('/api/staff/session'), 'POST', {}, { username: '', password: 7, extra: 1 });
      expect(answer).toMatchObject({
        status: 400,
        body: { message: 'Validation failed', fields: { username: 'Username is required', password: 'Password is required', extra: 'Unknown field' } },
      });
      const notJson = await fetch(api.url('/api/staff/session'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'username=dara' });
      expect(notJson.status).toBe(415);
    });
  });
}
