import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../test/support/config-problems.js';
import { loadConfig } from './load-config.js';

/** A file as Docker mounts a secret: its content, usually ending in a newline. */
function secretFile(content: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'azmar-secret-')), 'secret');
  writeFileSync(file, content);
  return file;
}

describe('secrets from files (<NAME>_FILE, as Docker secrets arrive)', () => {
  it('reads ADMIN_TOKEN from its file, without the trailing newline', () => {
    const token = '3f9a1c7be2d4085f6a1e9c3b7d2f0a4e8c6b1d3f5a7e9c0b2d4f6a8c1e3b5d7f';
    expect(loadConfig({ ADMIN_TOKEN_FILE: secretFile(`${token}\n`) }).adminToken).toBe(token);
  });

  it('puts DATABASE_PASSWORD (from its file) into a DATABASE_URL that holds no password', () => {
    const database = loadConfig({ DATABASE_URL: 'mysql://azmar@db:3306/azmar', DATABASE_PASSWORD_FILE: secretFile('s3cret:/@\n') }).database;
    expect(database).toMatchObject({ kind: 'mysql', host: 'db', username: 'azmar', password: 's3cret:/@', database: 'azmar' });
  });

  it('reads a whole DATABASE_URL from its file and checks it like a variable', () => {
    expect(loadConfig({ DATABASE_URL_FILE: secretFile('mariadb://app:pw@db/site') }).database).toMatchObject({ password: 'pw', database: 'site' });
    expect(problemsOf({ DATABASE_URL_FILE: secretFile('not a url\n') })[0]).toMatch(/^DATABASE_URL: not a URL/);
  });

  it('names a missing file, and a variable given both ways', () => {
    expect(problemsOf({ ADMIN_TOKEN_FILE: '/run/secrets/nowhere' })).toEqual(['ADMIN_TOKEN_FILE: cannot read /run/secrets/nowhere (ENOENT)']);
    expect(problemsOf({ SMTP_URL: 'smtp://a:25', SMTP_URL_FILE: secretFile('smtp://b:25') })[0]).toBe('SMTP_URL_FILE: SMTP_URL is set too; set one of them');
  });
});
