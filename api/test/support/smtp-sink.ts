import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../../src/mail/mail-config.js';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Authenticated user, if the client logged in. */
  user: string | null;
  messageId: string;
  subject: string;
  from: string;
  to: string[];
  replyTo: string[];
  text: string;
  html: string | false;
  headers: Map<string, unknown>;
  raw: string;
}

export const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'p@ss:word/1';

/**
 * A real SMTP server (the `smtp-server` package) on loopback that keeps what it receives. It can be
 * stopped and started again on the same port (a mail server outage), and stalled: messages are then
 * held at the end of DATA, unanswered, until `release()`.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | null = null;
  private stall: Promise<void> | null = null;
  private releaseStall: (() => void) | null = null;
  /** Resolves when a message is waiting on the stall. */
  private stalledWaiters: (() => void)[] = [];
  stalledCount = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void (async () => {
            if (this.stall) {
              this.stalledCount += 1;
              for (const waiter of this.stalledWaiters.splice(0)) waiter();
              await this.stall;
            }
            const raw = Buffer.concat(chunks).toString('utf8');
            const parsed = await simpleParser(raw);
            const addresses = (value: typeof parsed.to): string[] =>
              (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
            this.received.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              user: typeof session.user === 'string' ? session.user : null,
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              from: parsed.from?.text ?? '',
              to: addresses(parsed.to),
              replyTo: parsed.replyTo ? parsed.replyTo.value.map((v) => v.address ?? '') : [],
              text: parsed.text ?? '',
              html: parsed.html ?? false,
              headers: parsed.headers,
              raw,
            });
            callback();
          })().catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port and cuts every connection (the server is down). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closing = new Promise<void>((resolve) => server.close(() => resolve()));
    // smtp-server waits for open sessions to end; end them now, as a crash would.
    for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
    await closing;
  }

  hold(): void {
    this.stall = new Promise((resolve) => {
      this.releaseStall = resolve;
    });
  }

  release(): void {
    this.releaseStall?.();
    this.stall = null;
    this.releaseStall = null;
  }

  /** Resolves once a message is held by the stall. */
  waitUntilStalled(): Promise<void> {
    if (this.stalledCount > 0) return Promise.resolve();
    return new Promise((resolve) => this.stalledWaiters.push(resolve));
  }

  /** Mail settings that send to this sink, with short retries and polls for tests. */
  mailConfig(overrides: Partial<MailConfig> = {}): MailConfig {
    return {
      smtp: { host: '127.0.0.1', port: this.port, secure: false, user: SMTP_USER, password: SMTP_PASSWORD },
      from: { name: 'Azmar Website', address: 'noreply@azmar.example' },
      to: ['office@azmar.example', 'sales@azmar.example'],
      inboxUrl: 'https://azmar.example/inbox',
      staffLanguage: 'en',
      pollMs: 100,
      retryBaseMs: 100,
      retryMaxMs: 400,
      timeoutMs: 5000,
      leaseMs: 20_000,
      ...overrides,
    };
  }
}
