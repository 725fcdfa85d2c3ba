// Runs every case of the table against one front door: one server per distinct setup, each on the same fake
// site files (nginx/fake-dists.ts) and its own fake API.
import getPort from 'get-port';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { makeFakeDists, type FakeDists } from '../nginx/fake-dists.ts';
import { FRONT_DOOR_CASES } from './cases/all-cases.ts';
import { checkCase } from './check-case.ts';
import { startFakeApi, type FakeApi } from './fake-api.ts';
import type { FrontDoorCase, ServerName, Setup } from './front-door-case.ts';

export interface StartedDoor {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts the front door on the fake site, with the setup's environment, its /api going to `apiAddress` (host:port). */
export type StartDoor = (options: { files: FakeDists; env: Record<string, string>; apiAddress: string }) => Promise<StartedDoor>;

function bySetup(cases: FrontDoorCase[]): Map<string, { setup: Setup; cases: FrontDoorCase[] }> {
  const groups = new Map<string, { setup: Setup; cases: FrontDoorCase[] }>();
  for (const testCase of cases) {
    const setup = testCase.setup ?? {};
    const key = JSON.stringify({ api: setup.api ?? 'up', env: setup.env ?? {} });
    const group = groups.get(key) ?? { setup, cases: [] };
    group.cases.push(testCase);
    groups.set(key, group);
  }
  return groups;
}

export function runFrontDoorTable(server: ServerName, start: StartDoor, cases: FrontDoorCase[] = FRONT_DOOR_CASES): void {
  let files: FakeDists;
  beforeAll(() => {
    files = makeFakeDists();
  });
  afterAll(() => files?.remove());

  for (const [key, { setup, cases: group }] of bySetup(cases)) {
    describe(`${server}, setup ${key}`, () => {
      let api: FakeApi | null = null;
      let door: StartedDoor | undefined;
      beforeAll(async () => {
        api = setup.api === 'down' ? null : await startFakeApi(setup.api === 'failing');
        // Nothing listens on a free port: an API that is down.
        const apiAddress = api?.address ?? `127.0.0.1:${await getPort({ host: '127.0.0.1' })}`;
        door = await start({ files, env: setup.env ?? {}, apiAddress });
      });
      afterAll(async () => {
        await door?.stop();
        await api?.close();
      });
      for (const testCase of group) {
        it(`${testCase.request.method ?? 'GET'} ${testCase.request.path}: ${testCase.name}`, async () => {
          await checkCase(testCase, { server, baseUrl: door!.baseUrl }, api);
        });
      }
    });
  }
}
