// Inside the compose network every client once reached the API as one address (the gateway's), so one client's
// limits hit everyone. The gateway tells the API each client's own address: two containers asking through it are two
// clients in the API's log.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { compose, composeExec } from './compose-exec.ts';

// The config refuses to run without it.
const PUBLIC_HOST = new URL(process.env.AZMAR_CONTAINERS_URL ?? 'http://unset.invalid').host;

/** The address the API logged for the request with this marker. */
function loggedAddress(marker: string): string | undefined {
  const line = compose('logs', '--no-log-prefix', '--no-color', 'api')
    .split('\n')
    .find((each) => each.includes(marker));
  // pino's JSON line, whatever the log driver puts before it.
  return line ? (JSON.parse(line.slice(line.indexOf('{'))) as { req?: { remoteAddress?: string } }).req?.remoteAddress : undefined;
}

test('the API sees each client by its own address, not the gateway’s', async () => {
  const seen: Record<string, string> = {};
  for (const client of ['mfe-home', 'mfe-contact']) {
    const marker = `client-${randomBytes(4).toString('hex')}`;
    const address = composeExec(client, 'hostname -i').trim().split(/\s+/)[0] ?? '';
    // A forged X-Forwarded-For is no proof of anything: the gateway drops it.
    // The gateway answers only the public origin's host, as a browser would name it.
    composeExec(client, `curl -fsS -o /dev/null -H 'Host: ${PUBLIC_HOST}' -H 'X-Forwarded-For: 203.0.113.9' 'http://gateway:8080/api/health?${marker}'`);
    await expect.poll(() => loggedAddress(marker), { timeout: 10_000 }).toBe(address);
    seen[client] = address;
  }
  expect(seen['mfe-home']).not.toBe(seen['mfe-contact']);
});
