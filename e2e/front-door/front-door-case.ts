// One case of the front-door table: a request, and what the gateway answers to it, in `npm start` and in the
// containers alike (e2e/front-door/gateway.test.ts, e2e/containers/front-door.spec.ts).
import { STATUS_CODES } from 'node:http';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest, type Answer, type Door, type SiteFacts } from './door.ts';

/** The world a case runs in: the whole site, or with the API or the catalogue remote down. */
export type Setup = 'up' | 'api-down' | 'remote-down';

/** A value, or one worked out from the door (its origin, the build's file names). */
export type Value<T> = T | ((door: Door) => T);

/** A header's exact value, one matching a pattern, or null for a header that must be absent. */
export type HeaderExpectation = Value<string> | RegExp | null;

export interface FrontDoorCase {
  name: string;
  setup?: Setup;
  request: {
    method?: string;
    /** Sent exactly as written (dot segments and escapes included). */
    path: Value<string>;
    headers?: Record<string, string>;
    body?: string;
    /** Ask for the path first (with these headers, or `true`: the request's own), and send its ETag back as If-None-Match. */
    revalidate?: true | Record<string, string>;
  };
  expect: {
    status: number;
    headers?: Record<string, HeaderExpectation>;
    /** The API's JSON error shape { statusCode, error, message }, with statusCode the answer's status. */
    jsonError?: boolean;
    body?: {
      /** Decoded from this encoding before the other checks. */
      decode?: 'gzip' | 'br';
      contains?: Value<string>[];
      excludes?: string[];
      /** The sitemap's <loc>s, in order. */
      locations?: Value<string[]>;
      json?: (value: unknown, door: Door) => void;
      /** The decoded body as text. */
      text?: (text: string, door: Door) => void;
    };
    /** Anything else, on the whole answer (it may ask the door again). */
    answer?: (answer: Answer, door: Door) => Promise<void>;
  };
}

const valueOn = <T>(value: Value<T>, door: Door): T => (typeof value === 'function' ? (value as (door: Door) => T)(door) : value);

/** The security headers every answer carries, whatever it is. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-resource-policy',
];

function expectHeader(actual: string | string[] | undefined, want: HeaderExpectation, door: Door, name: string) {
  const value = Array.isArray(actual) ? actual.join(', ') : actual;
  if (want === null) assert.equal(value, undefined, `${name} must be absent`);
  else if (want instanceof RegExp) assert.match(value ?? '', want, name);
  else assert.equal(value, valueOn(want, door), name);
}

/** The sitemap's <loc> values, in order. */
export const locationsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

export async function checkCase(testCase: FrontDoorCase, door: Door): Promise<Answer> {
  const { method = 'GET', body, revalidate } = testCase.request;
  const path = valueOn(testCase.request.path, door);
  const headers: Record<string, string> = { ...testCase.request.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  if (revalidate) {
    const first = revalidate === true ? testCase.request.headers : revalidate;
    const etag = (await rawRequest(door.baseUrl, path, { headers: first })).headers.etag;
    assert.ok(etag, 'an ETag to send back');
    headers['if-none-match'] = String(etag);
  }
  const answer = await rawRequest(door.baseUrl, path, { method, headers, body });
  const expected = testCase.expect;
  assert.equal(answer.status, expected.status, `status of ${method} ${path}`);
  for (const name of SECURITY_HEADERS) assert.ok(answer.headers[name], `${name} on ${method} ${path}`);
  for (const [name, want] of Object.entries(expected.headers ?? {})) expectHeader(answer.headers[name], want, door, name);
  if (expected.jsonError) {
    assert.match(String(answer.headers['content-type']), /^application\/json/);
    const error = JSON.parse(answer.body.toString()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(error).sort(), ['error', 'message', 'statusCode']);
    assert.equal(error.statusCode, answer.status);
    assert.equal(error.error, STATUS_CODES[answer.status]);
  }
  const wanted = expected.body;
  if (wanted) {
    const bytes = wanted.decode === 'gzip' ? gunzipSync(answer.body) : wanted.decode === 'br' ? brotliDecompressSync(answer.body) : answer.body;
    const text = bytes.toString();
    for (const part of (wanted.contains ?? []).map((each) => valueOn(each, door))) assert.ok(text.includes(part), `the answer holds ${part}`);
    for (const part of wanted.excludes ?? []) assert.ok(!text.includes(part), `the answer holds no ${part}`);
    if (wanted.locations) assert.deepEqual(locationsIn(text), valueOn(wanted.locations, door));
    wanted.json?.(JSON.parse(text), door);
    wanted.text?.(text, door);
  }
  await expected.answer?.(answer, door);
  return answer;
}

/** A case's title in a test report. */
export const caseTitle = (testCase: FrontDoorCase) =>
  `${testCase.request.method ?? 'GET'} ${typeof testCase.request.path === 'string' ? testCase.request.path : '(a build file)'}: ${testCase.name}`;

export type { SiteFacts };
