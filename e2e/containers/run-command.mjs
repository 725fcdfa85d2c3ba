// Child processes for the container test: echoed, timed out, and failing loudly with the command named.
import { spawn, spawnSync } from 'node:child_process';

/**
 * Runs a command with its output on this terminal; rejects when it exits non-zero.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, input?: string }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  console.log(`[containers] $ ${[command, ...args].join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: [options.input ? 'pipe' : 'ignore', 'inherit', 'inherit'] });
    if (options.input) child.stdin?.end(options.input);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Runs a command quietly and returns its standard output, or null when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function output(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: options.cwd, env: options.env ?? process.env, encoding: 'utf8', timeout: 120_000 });
  return result.status === 0 ? result.stdout : null;
}

/** @param {string} name */
export function hasCommand(name) {
  return output('sh', ['-c', `command -v ${name}`]) !== null;
}
