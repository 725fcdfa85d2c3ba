// Playwright's global set-up: a real SMTP server (the `smtp-server` package, as the API's own mail tests use) on
// loopback for the whole run, at the port the config gave the API in SMTP_URL. Each message it accepts is written,
// raw, to AZMAR_E2E_MAIL_DIR, for the specs to read (support/e2e-mail.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eMailDir } from './e2e-mail.ts';

export default async function startMailSink(): Promise<() => Promise<void>> {
  const port = Number(process.env.AZMAR_E2E_SMTP_PORT);
  const dir = e2eMailDir();
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(path.join(dir, `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
