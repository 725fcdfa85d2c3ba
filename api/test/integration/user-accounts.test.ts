import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { verifyPassword } from '../../src/users/password-hash.js';
import { accountProblems, createOrResetUser } from '../../src/users/user-accounts.js';
import { DATABASES } from '../support/databases.js';
import { useDatabase } from '../support/suite-hooks.js';

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`staff accounts (user:create) on ${database.label}`, () => {
    const target = useDatabase(database);
    let dataSource: DataSource;

    beforeAll(async () => {
      dataSource = await new DataSource(dataSourceOptions(target.config)).initialize();
      await dataSource.runMigrations({ transaction: 'each' });
    });

    afterAll(async () => {
      await dataSource?.destroy();
    });

    it('creates an account in lower case with a scrypt hash, and a reset changes the hash and ends its sessions', async () => {
      expect(await createOrResetUser(dataSource, 'Shilan', 'first password here')).toBe('created');
      const [user] = await dataSource.query("SELECT id, username, password FROM users WHERE username = 'shilan'");
      expect(user.password).toMatch(/^scrypt\$/);
      expect(await verifyPassword('first password here', user.password)).toBe(true);
      await dataSource.query("INSERT INTO staff_sessions (id, userId, csrfToken, expiresAt) VALUES ('s1', ?, 'c', '2099-01-01 00:00:00.000')", [user.id]);
      expect(await createOrResetUser(dataSource, 'SHILAN', 'second password here')).toBe('reset');
      const [after] = await dataSource.query("SELECT id, password FROM users WHERE username = 'shilan'");
      expect(after.id).toBe(user.id);
      expect(await verifyPassword('second password here', after.password)).toBe(true);
      expect(await verifyPassword('first password here', after.password)).toBe(false);
      expect(await dataSource.query('SELECT id FROM staff_sessions WHERE userId = ?', [user.id])).toEqual([]);
    });

    it('says what is wrong with a username or password before anything is written', () => {
      expect(accountProblems('dara', 'long enough password')).toEqual([]);
      expect(accountProblems('-dara', 'short')).toEqual([expect.stringMatching(/^Username: /), 'Password: at least 12 characters']);
      expect(accountProblems("x'; DROP TABLE users; --", 'x'.repeat(1025))).toEqual([
        expect.stringMatching(/^Username: /),
        'Password: at most 1024 characters',
      ]);
    });
  });
}
