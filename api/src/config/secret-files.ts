import { readFileSync } from 'node:fs';

/**
 * The variables that may instead be given as a file (`<NAME>_FILE`), the way Docker secrets arrive: mounted under
 * /run/secrets, never in the environment that `docker inspect` and every child process can read.
 */
const SECRET_VARIABLES = ['DATABASE_URL', 'DATABASE_PASSWORD', 'ADMIN_TOKEN', 'SMTP_URL'] as const;

/**
 * The variables with each `<NAME>_FILE` replaced by its file's content (one trailing newline dropped, as `echo` and
 * editors leave one). Both `NAME` and `NAME_FILE` set, or a file that cannot be read, is a problem named for the
 * operator, not a silent choice.
 */
export function withSecretFiles(
  variables: Record<string, unknown>,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): { values: Record<string, unknown>; problems: string[] } {
  const values: Record<string, unknown> = { ...variables };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const file = typeof variables[`${name}_FILE`] === 'string' ? (variables[`${name}_FILE`] as string).trim() : '';
    delete values[`${name}_FILE`];
    if (!file) continue;
    if (typeof variables[name] === 'string' && (variables[name] as string).trim() !== '') {
      problems.push(`${name}_FILE: ${name} is set too; set one of them`);
      continue;
    }
    try {
      values[name] = read(file).replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  return { values, problems };
}
