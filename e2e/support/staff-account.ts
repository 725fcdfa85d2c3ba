// A staff account for the inbox specs, made the way an operator makes one (docs/operations.md): the API's
// `user:create` command, the password on stdin, against the database the e2e site runs on.
import { spawnSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import type { StaffMessage, StaffMessagePage } from '@azmar/contract/content/staff-inbox';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');

export const E2E_STAFF = { username: 'e2e-staff', password: 'a long e2e password 1' };

/** Creates the account (or sets its password again, ending its sessions). */
export function createStaffAccount(account: { username: string; password: string } = E2E_STAFF): void {
  const sqlitePath = process.env.AZMAR_E2E_SQLITE;
  if (!sqlitePath) throw new Error('AZMAR_E2E_SQLITE is not set: the e2e config makes the database');
  const result = spawnSync(process.execPath, ['dist/users/user-create-command.js', account.username], {
    cwd: API_DIR,
    input: `${account.password}\n`,
    env: { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`user:create failed (${result.status}): ${result.stderr || result.stdout}`);
}

/**
 * The messages (inbox and spam) holding `words`, as the staff inbox's API gives them: signed in as the e2e account
 * through `request` (its cookie jar keeps the session), from this site's origin.
 */
export async function staffMessagesHolding(request: APIRequestContext, words: string): Promise<StaffMessage[]> {
  const origin = new URL(await request.get('/remotes.json').then((response) => response.url())).origin;
  const signIn = await request.post('/api/staff/session', { headers: { origin }, data: { username: E2E_STAFF.username, password: E2E_STAFF.password } });
  if (signIn.status() !== 200) throw new Error(`staff sign-in answered ${signIn.status()}`);
  const found: StaffMessage[] = [];
  for (const folder of ['inbox', 'spam']) {
    const page = (await (await request.get(`/api/staff/messages?folder=${folder}&q=${encodeURIComponent(words)}`)).json()) as StaffMessagePage;
    found.push(...page.items);
  }
  return found;
}
