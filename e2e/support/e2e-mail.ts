// The mail set-up of the e2e site: the API started by the config sends every contact message's email to a real
// SMTP server on loopback (support/mail-sink-setup.ts, started for the whole run), which keeps each message as a
// file in a folder the specs read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export const E2E_MAIL_FROM = 'Azmar Website <noreply@azmar.example>';
export const E2E_MAIL_TO = 'office@azmar.example';

/** The SMTP port: beside the site's own (E2E_PORT + 1000) unless E2E_SMTP_PORT says, so parallel runs do not meet. */
export function e2eSmtpPort(sitePort: number): number {
  return Number(process.env.E2E_SMTP_PORT ?? sitePort + 1000);
}

/** Where the sink keeps the messages: made once by the config, inherited by the workers. */
export function e2eMailDir(): string {
  const dir = process.env.AZMAR_E2E_MAIL_DIR;
  if (!dir) throw new Error('AZMAR_E2E_MAIL_DIR is not set: the mail sink is started by playwright.config.ts');
  return dir;
}

/** Every message the sink has received so far, parsed. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const dir = e2eMailDir();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir, name)))));
}
