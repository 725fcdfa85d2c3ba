import { execFileSync } from 'node:child_process';

/**
 * Runs a shell command in one service's container of the stack under test: `docker compose <args> exec -T`, where
 * scripts/test-containers.mjs passes the project's arguments (-p, -f, --env-file) as JSON in AZMAR_COMPOSE_ARGS.
 */
export function composeExec(service: string, script: string): string {
  const raw = process.env.AZMAR_COMPOSE_ARGS;
  if (!raw) throw new Error('AZMAR_COMPOSE_ARGS is not set: run `npm run test:containers` at the repository root.');
  const args = JSON.parse(raw) as string[];
  return execFileSync('docker', ['compose', ...args, 'exec', '-T', service, 'sh', '-c', script], { encoding: 'utf8', timeout: 30_000 });
}
