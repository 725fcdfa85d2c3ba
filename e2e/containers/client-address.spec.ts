// Inside the compose network every client once reached the API as one address (the front door's), so one client's
// limits hit everyone. The gateway tells the API each client's own address: two containers asking through it are two
// clients in the API's log.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { compose, composeExec } from './compose-exec.ts';

/** The address the API logged for the request with this marker. */
function loggedAddress(marker: string): string | undefined {
  const line = compose('logs', '--no-log-prefix', 'api')
    .split('\n')
    .find((each) => each.includes(marker));
  return line ? (JSON.parse(line) as { req?: { remoteAddress?: string } }).req?.remoteAddress : undefined;
}

test('the API sees each client by its own address, not the gateway’s', async () => {
  const seen: Record<string, string> = {};
  for (const client of ['mfe-home', 'mfe-contact']) {
    const marker = `client-${randomBytes(4).toString('hex')}`;
    const address = composeExec(client, 'hostname -i').trim().split(/\s+/)[0] ?? '';
    // A forged X-Forwarded-For is no proof of anything: the gateway drops it.
    composeExec(client, `curl -fsS -o /dev/null -H 'X-Forwarded-For: 203.0.113.9' 'http://gateway:8080/api/health?${marker}'`);
    await expect.poll(() => loggedAddress(marker), { timeout: 10_000 }).toBe(address);
    seen[client] = address;
  }
  expect(seen['mfe-home']).not.toBe(seen['mfe-contact']);
});
