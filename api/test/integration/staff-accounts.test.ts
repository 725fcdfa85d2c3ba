import type { StaffSession } from '@azmar/contract/content/staff-inbox';
import type { StaffAccount } from '@azmar/contract/staff/accounts';
import type { StaffAuditPage } from '@azmar/contract/staff/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { addStaff, changeHeaders, signIn, staffRequest } from '../support/staff.js';
import { useApi } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a different long passphrase';
type Session = { cookie: string; csrfToken: string };

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`staff accounts and audit on ${database.label}`, () => {
    const api = useApi(database);
    const url = (path: string) => api.url(path);
    let admin: Session;
    const post = <T>(s: Session, path: string, body: unknown, extra: Record<string, string> = {}) =>
      staffRequest<T>(url(path), 'POST', changeHeaders(api.url(''), s, extra), body);
    const patch = <T>(s: Session, path: string, body: unknown) => staffRequest<T>(url(path), 'PATCH', changeHeaders(api.url(''), s), body);

    beforeAll(async () => {
      // The command line's account: an administrator.
      await addStaff(api.dataSource, 'boss', PASSWORD);
      admin = await signIn(api.url(''), 'boss', PASSWORD);
    });

    it('the first account, made by the command line, is an administrator and its session names the role', async () => {
      const session = await staffRequest<StaffSession>(url('/api/staff/session'), 'GET', { cookie: admin.cookie });
      expect(session.body.roles).toEqual(['administrator']);
    });

    it('adds an editor who can edit content but not read messages or manage accounts', async () => {
      const created = await post<StaffAccount>(admin, '/api/staff/accounts', { username: 'Shilan', password: PASSWORD, roles: ['editor'] });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ username: 'shilan', roles: ['editor'], active: true });
      const editor = await signIn(api.url(''), 'shilan', PASSWORD);
      expect((await staffRequest(url('/api/staff/content/services'), 'GET', { cookie: editor.cookie })).status).toBe(200);
      expect((await staffRequest(url('/api/staff/messages'), 'GET', { cookie: editor.cookie })).status).toBe(403);
      expect((await staffRequest(url('/api/staff/accounts'), 'GET', { cookie: editor.cookie })).status).toBe(403);
      expect((await staffRequest(url('/api/staff/audit'), 'GET', { cookie: editor.cookie })).status).toBe(403);
      const taken = await post(admin, '/api/staff/accounts', { username: 'shilan', password: PASSWORD, roles: ['inbox'] });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'accounts.username-taken' });
      const invalid = await post(admin, '/api/staff/accounts', { username: 'a b', password: 'short', roles: ['king'] }, { 'accept-language': 'ckb' });
      expect(invalid.status).toBe(400);
      expect(Object.keys((invalid.body as { fields: object }).fields).sort()).toEqual(['password', 'roles', 'username']);
    });

    it('changes roles at once, deactivates (signing the account out) and refuses to leave no administrator', async () => {
      const created = await post<StaffAccount>(admin, '/api/staff/accounts', { username: 'clerk', password: PASSWORD, roles: ['inbox'] });
      const clerk = await signIn(api.url(''), 'clerk', PASSWORD);
      expect((await staffRequest(url('/api/staff/messages'), 'GET', { cookie: clerk.cookie })).status).toBe(200);
      const changed = await patch<StaffAccount>(admin, `/api/staff/accounts/${created.body.id}`, { roles: ['editor'] });
      expect(changed.body.roles).toEqual(['editor']);
      expect((await staffRequest(url('/api/staff/messages'), 'GET', { cookie: clerk.cookie })).status).toBe(403);
      const off = await patch<StaffAccount>(admin, `/api/staff/accounts/${created.body.id}`, { active: false });
      expect(off.body.active).toBe(false);
      expect((await staffRequest(url('/api/staff/session'), 'GET', { cookie: clerk.cookie })).status).toBe(401);
      const signInAgain = await staffRequest(url('/api/staff/session'), 'POST', {}, { username: 'clerk', password: PASSWORD });
      expect(signInAgain.status).toBe(401);
      const accounts = await staffRequest<StaffAccount[]>(url('/api/staff/accounts'), 'GET', { cookie: admin.cookie });
      const bossId = accounts.body.find((a) => a.username === 'boss')!.id;
      const lastAdmin = await patch(admin, `/api/staff/accounts/${bossId}`, { roles: ['editor'] });
      expect(lastAdmin.status).toBe(409);
      expect(lastAdmin.body).toMatchObject({ code: 'accounts.last-administrator' });
      expect((await staffRequest<StaffSession>(url('/api/staff/session'), 'GET', { cookie: admin.cookie })).body.roles).toEqual(['administrator']);
    });

    it('resets a password (ending that account’s sessions); staff change their own with the current one', async () => {
      const created = await post<StaffAccount>(admin, '/api/staff/accounts', { username: 'forgetful', password: PASSWORD, roles: ['inbox'] });
      const old = await signIn(api.url(''), 'forgetful', PASSWORD);
      const reset = await post(admin, `/api/staff/accounts/${created.body.id}/password`, { password: NEW_PASSWORD });
      expect(reset.status).toBe(204);
      expect((await staffRequest(url('/api/staff/session'), 'GET', { cookie: old.cookie })).status).toBe(401);
      const mine = await signIn(api.url(''), 'forgetful', NEW_PASSWORD);
      const elsewhere = await signIn(api.url(''), 'forgetful', NEW_PASSWORD);
      const wrong = await post(mine, '/api/staff/password', { currentPassword: 'not it at all', newPassword: PASSWORD }, { 'accept-language': 'ckb' });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ code: 'password.wrong-current', message: 'وشەی نهێنیی ئێستا هەڵەیە' });
      expect((await post(mine, '/api/staff/password', { currentPassword: NEW_PASSWORD, newPassword: 'short' })).status).toBe(400);
      expect((await post(mine, '/api/staff/password', { currentPassword: NEW_PASSWORD, newPassword: PASSWORD })).status).toBe(204);
      expect((await staffRequest(url('/api/staff/session'), 'GET', { cookie: mine.cookie })).status).toBe(200);
      expect((await staffRequest(url('/api/staff/session'), 'GET', { cookie: elsewhere.cookie })).status).toBe(401);
      await signIn(api.url(''), 'forgetful', PASSWORD);
    });

    it('the audit log names every account action and who did it, newest first, filtered by action', async () => {
      const page = await staffRequest<StaffAuditPage>(url('/api/staff/audit?pageSize=100'), 'GET', { cookie: admin.cookie });
      expect(page.status).toBe(200);
      const actions = page.body.items.map((e) => e.action);
      for (const action of ['account.created', 'account.roles-changed', 'account.deactivated', 'account.password-reset', 'account.password-changed']) {
        expect(actions).toContain(action);
      }
      expect(page.body.items.find((e) => e.action === 'account.deactivated')!.actor).toMatchObject({ username: 'boss' });
      const times = page.body.items.map((e) => Date.parse(e.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const created = await staffRequest<StaffAuditPage>(url('/api/staff/audit?action=account.created'), 'GET', { cookie: admin.cookie });
      expect(created.body.items.every((e) => e.action === 'account.created')).toBe(true);
      expect(created.body.total).toBe(3);
    });
  });
}
