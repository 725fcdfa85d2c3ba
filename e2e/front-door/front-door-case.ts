// One case of the front-door table: a request, and what both front doors (the `npm start` gateway and nginx)
// answer to it. Where one front door answers otherwise, the case says so under `differs`, with why.

export type ServerName = 'gateway' | 'nginx';

/** The front door a case runs against. */
export interface Door {
  server: ServerName;
  baseUrl: string;
}

/** A value, or one worked out from the door (its origin, for texts that name it). */
export type Value<T> = T | ((door: Door) => T);

/** A header's exact value, one matching a pattern, or null for a header that must be absent. */
export type HeaderExpectation = Value<string> | RegExp | null;

/** The world a case runs in: one server per distinct setup, started for it. */
export interface Setup {
  /** The operator's environment (MFE_*_URL, MAP_ORIGIN, …), beside the fake site's dist folders. */
  env?: Record<string, string>;
  /** The fake API: answering (default), failing every content-dates / sitemap read, or nothing listening. */
  api?: 'up' | 'failing' | 'down';
}

export interface CaseRequest {
  method?: string;
  /** Sent exactly as written (dot segments and escapes included). */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Ask for the path first with these headers, and send its ETag back as If-None-Match. */
  ifNoneMatchFrom?: Record<string, string>;
}

export interface BodyExpectation {
  /** The body is decoded from this encoding before the other checks. */
  decode?: 'gzip' | 'br';
  text?: Value<string>;
  bytes?: Buffer;
  /** At most this many bytes as sent (before decoding). */
  shorterThan?: number;
  json?: unknown;
  jsonMatch?: Record<string, unknown>;
  contains?: string[];
  excludes?: string[];
  /** The sitemap's <loc>s, in order. */
  locations?: Value<string[]>;
}

/** What reached the fake API for this request: nothing, or the last request it saw. */
export type ApiExpectation = { asked: false } | { method?: string; url?: string; headers?: Record<string, HeaderExpectation>; body?: string };

export interface Expected {
  status: number;
  headers?: Record<string, HeaderExpectation>;
  /** Every security header exactly as the gateway's builder computes it for this setup. */
  securityHeaders?: boolean;
  /** Content-Security-Policy directives, exactly. */
  policy?: Record<string, string[]>;
  /** The API's JSON error shape { statusCode, error, message }, with statusCode the answer's status. */
  jsonError?: boolean;
  body?: BodyExpectation;
  api?: ApiExpectation;
}

export interface FrontDoorCase {
  name: string;
  setup?: Setup;
  request: CaseRequest;
  expect: Expected;
  /** Where a front door genuinely answers otherwise: what differs there (merged over `expect`) and why. */
  differs?: Partial<Record<ServerName, Partial<Expected> & { why: string }>>;
}

/** The expectation for one server: the case's, with that server's differences put over it. */
export function expectedOn(testCase: FrontDoorCase, server: ServerName): Expected {
  const override = testCase.differs?.[server];
  if (!override) return testCase.expect;
  const { why: _why, ...rest } = override;
  return { ...testCase.expect, ...rest, headers: { ...testCase.expect.headers, ...rest.headers } };
}

export function valueOn<T>(value: Value<T>, door: Door): T {
  return typeof value === 'function' ? (value as (door: Door) => T)(door) : value;
}
