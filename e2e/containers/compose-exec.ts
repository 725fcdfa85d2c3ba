import { execFileSync } from 'node:child_process';

/** The project's arguments of `docker compose` (-p, -f, --env-file), which e2e/containers/test-containers.mjs passes as JSON. */
function composeArgs(): string[] {
  const raw = process.env.AZMAR_COMPOSE_ARGS;
  if (!raw) throw new Error('AZMAR_COMPOSE_ARGS is not set: run `npm run test:containers` at the repository root.');
  return JSON.parse(raw) as string[];
}

/** `docker compose <args> …` of the stack under test, its output. */
export function compose(...args: string[]): string {
  return execFileSync('docker', ['compose', ...composeArgs(), ...args], { encoding: 'utf8', timeout: 120_000 });
}

/** Runs a shell command in one service's container of the stack under test. */
export function composeExec(service: string, script: string): string {
  return compose('exec', '-T', service, 'sh', '-c', script);
}
