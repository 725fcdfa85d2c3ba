// The gateway cases (e2e/gateway/cases.ts) against the containers' published port: the same cases the gateway
// of `npm start` answers, whole, with the API stopped, and with the catalogue remote's container stopped.
import { expect, test } from '@playwright/test';
import { GATEWAY_CASES } from '../gateway/cases.ts';
import { siteFacts, type GatewayAddress } from '../gateway/gateway-address.ts';
import { caseTitle, checkCase } from '../gateway/gateway-case.ts';
import { compose } from './compose-exec.ts';

const baseUrl = new URL(process.env.AZMAR_CONTAINERS_URL ?? 'http://unset.invalid').origin;
const STOPPED = { up: null, 'api-down': 'api', 'remote-down': 'mfe-catalogue' } as const;

/**
 * The gateway notices a stopped remote at its next site check (every 2 s); until then the pages it rendered are still
 * whole, and served. A page without the catalogue within 15 s shows it noticed; the cases then check the page's shape.
 */
async function untilGatewayNoticesCatalogueDown(): Promise<void> {
  const whole = async () => (await (await fetch(`${baseUrl}/products?lang=en`)).text()).includes('data-remote="mfe-catalogue"');
  await expect.poll(whole, { timeout: 15_000 }).toBe(false);
}

test.describe.configure({ mode: 'serial' });

for (const [setup, service] of Object.entries(STOPPED)) {
  test.describe(`the containers, ${setup}`, () => {
    let gateway: GatewayAddress;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      if (service) compose('stop', service);
      if (service === 'mfe-catalogue') await untilGatewayNoticesCatalogueDown();
      gateway = { baseUrl, facts: await siteFacts(baseUrl) };
    });
    test.afterAll(() => {
      test.setTimeout(180_000);
      if (service) compose('up', '-d', '--wait', service);
    });
    for (const testCase of GATEWAY_CASES.filter((each) => (each.setup ?? 'up') === setup)) {
      test(caseTitle(testCase), async () => {
        await checkCase(testCase, gateway);
      });
    }
  });
}
