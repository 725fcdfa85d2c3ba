import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../test/support/config-problems.js';
import { loadConfig } from '../config/load-config.js';

const ON = {
  SMTP_URL: 'smtp://mailer:p%40ss@mail.example.com:2525',
  MAIL_FROM: 'Azmar Website <noreply@azmar.example>',
  MAIL_TO: 'a@azmar.example, b@azmar.example',
};

describe('mail settings', () => {
  it('leaves notification off without SMTP_URL', () => {
    expect(loadConfig({}).mail).toBeNull();
  });

  it('reads SMTP_URL (credentials decoded), MAIL_FROM, MAIL_TO and the inbox link', () => {
    const mail = loadConfig({ ...ON, PUBLIC_ORIGIN: 'https://azmar.example' }).mail!;
    expect(mail.smtp).toEqual({ host: 'mail.example.com', port: 2525, secure: false, user: 'mailer', password: 'p@ss' });
    expect(mail.from).toEqual({ name: 'Azmar Website', address: 'noreply@azmar.example' });
    expect(mail.to).toEqual(['a@azmar.example', 'b@azmar.example']);
    expect(mail.inboxUrl).toBe('https://azmar.example/inbox');
    expect(mail.staffLanguage).toBe('en');
    expect(loadConfig({ ...ON, PUBLIC_ORIGIN: 'https://azmar.example', MAIL_STAFF_LANGUAGE: 'ku' }).mail!.staffLanguage).toBe('ku');
    expect(
      loadConfig({ ...ON, SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'noreply@azmar.example', INBOX_URL: 'https://staff.azmar.example/inbox' }).mail,
    ).toMatchObject({
      smtp: { port: 465, secure: true, user: null, password: null },
      from: { name: null, address: 'noreply@azmar.example' },
      inboxUrl: 'https://staff.azmar.example/inbox',
    });
  });

  it('names every bad or missing mail setting at once', () => {
    const problems = problemsOf({
      SMTP_URL: 'http://mail.example.com',
      MAIL_FROM: 'Evil\r\n <x@y>',
      MAIL_TO: 'a@azmar.example, nope',
      PUBLIC_ORIGIN: 'https://azmar.example/site',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['SMTP_URL', 'MAIL_FROM', 'MAIL_TO', 'PUBLIC_ORIGIN']);
    expect(problems[2]).toContain('"nope"');
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com' }).map((p) => p.split(':')[0])).toEqual(['MAIL_FROM', 'MAIL_TO', 'INBOX_URL or PUBLIC_ORIGIN']);
  });

  it('refuses MAIL_FROM or MAIL_TO without SMTP_URL, which would otherwise switch nothing on silently', () => {
    expect(problemsOf({ MAIL_TO: 'a@azmar.example' })).toEqual([expect.stringMatching(/^MAIL_TO: set, but SMTP_URL is not/)]);
  });

  it('refuses a retry cap below the first retry delay', () => {
    expect(problemsOf({ ...ON, PUBLIC_ORIGIN: 'https://azmar.example', MAIL_RETRY_BASE_MS: '2000', MAIL_RETRY_MAX_MS: '1000' })).toEqual([
      'MAIL_RETRY_MAX_MS: 1000 is less than MAIL_RETRY_BASE_MS (2000)',
    ]);
  });
});
