import { ValidateBy, type ValidationArguments } from 'class-validator';

/** The variables as read: trimmed, a blank one absent. */
export type EnvValues = Readonly<Record<string, string | undefined>>;

/** The problems one variable's value has, each a whole message naming the variable; none when it is fine. */
export type EnvCheck = (value: string | undefined, env: EnvValues, name: string) => string[];

// class-validator keeps one message per rule, and a rule may find several problems in one value (a URL's scheme,
// host and path): they travel joined by NUL, which no environment variable can hold, and `loadConfig` splits them.
export const PROBLEM_SEPARATOR = '\0';

/** A class-validator rule from a check that may look at other variables (MAIL_FROM needs SMTP_URL) and at an absent value. */
export function EnvRule(check: EnvCheck, name = check.name): PropertyDecorator {
  const problems = (args: ValidationArguments) => check(args.value as string | undefined, args.object as EnvValues, args.property);
  // class-validator keys a property's messages by rule name: two rules on one variable need two names.
  return ValidateBy({
    name,
    validator: {
      validate: (_value: unknown, args?: ValidationArguments) => problems(args!).length === 0,
      defaultMessage: (args?: ValidationArguments) => problems(args!).join(PROBLEM_SEPARATOR),
    },
  });
}

/** A whole number within bounds; the message quotes the value as given. */
export function EnvInteger(min: number, max: number): PropertyDecorator {
  return EnvRule(
    (value, _env, name) =>
      value === undefined || wholeNumberIn(value, min, max) ? [] : [`${name}: "${value}" is not a whole number between ${min} and ${max}`],
    'envInteger',
  );
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

export function EnvBoolean(): PropertyDecorator {
  return EnvRule(
    (value, _env, name) =>
      value === undefined || [...TRUE_WORDS, ...FALSE_WORDS].includes(value.toLowerCase())
        ? []
        : [`${name}: "${value.toLowerCase()}" is not a boolean (true/false)`],
    'envBoolean',
  );
}

export function EnvOneOf(allowed: readonly string[]): PropertyDecorator {
  return EnvRule(
    (value, _env, name) => (value === undefined || allowed.includes(value) ? [] : [`${name}: "${value}" must be one of ${allowed.join(', ')}`]),
    'envOneOf',
  );
}

function wholeNumberIn(value: string, min: number, max: number): boolean {
  const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(parsed) && parsed >= min && parsed <= max;
}

/** A comma-separated list (CORS_ORIGINS, MAIL_TO): its items trimmed, empty ones dropped. */
export function commaList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A boolean variable the schema accepted. */
export const isTrue = (value: string): boolean => TRUE_WORDS.includes(value.toLowerCase());
