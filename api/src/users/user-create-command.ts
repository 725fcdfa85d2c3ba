import { ConfigError } from '../config/app-config.js';
import { loadConfig } from '../config/load-config.js';
import { openDataSource } from '../database/open-data-source.js';
import { readPassword } from './password-input.js';
import { accountProblems, createOrResetUser } from './user-accounts.js';
import { canonicalUsername } from './username.js';

/** `npm run -w api user:create -- <username>`: creates a staff account or resets its password. */
async function main(args: string[]): Promise<void> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    throw new Error(
      'Usage: npm run -w api user:create -- <username>   (the password is read from the terminal, or from stdin when piped; never give it as an argument)',
    );
  }
  const username = args[0]!;
  const config = loadConfig();
  const password = await readPassword(`New password for ${username}`);
  const problems = accountProblems(username, password);
  if (problems.length > 0) throw new Error(`Nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const dataSource = await openDataSource(config.database);
  try {
    if (config.migrationsRun) await dataSource.runMigrations({ transaction: 'each' });
    const outcome = await createOrResetUser(dataSource, username, password);
    console.log(
      outcome === 'created'
        ? `Created the staff account "${canonicalUsername(username)}"`
        : `Set a new password for "${canonicalUsername(username)}" and ended its sessions`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
});
