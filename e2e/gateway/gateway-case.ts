// One of the gateway cases: a request, and what the gateway answers to it, in `npm start` and in the
// containers alike (e2e/gateway/gateway.test.ts, e2e/containers/gateway.spec.ts).
import { STATUS_CODES } from 'node:http';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest, type Answer, type GatewayAddress } from './gateway-address.ts';

/** The world a case runs in: the whole site, or with the API or the catalogue remote down. */
export type Setup = 'up' | 'api-down' | 'remote-down';

/** A value, or one worked out from the gateway (its origin, the build's file names). */
type Value<T> = T | ((gateway: GatewayAddress) => T);

/** A header's exact value, one matching a pattern, or null for a header that must be absent. */
type HeaderExpectation = Value<string> | RegExp | null;

export interface GatewayCase {
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
      json?: (value: unknown, gateway: GatewayAddress) => void;
      /** The decoded body as text. */
      text?: (text: string, gateway: GatewayAddress) => void;
    };
    /** Anything else, on the whole answer (it may ask the gateway again). */
    answer?: (answer: Answer, gateway: GatewayAddress) => Promise<void>;
  };
}

const valueOn = <T>(value: Value<T>, gateway: GatewayAddress): T => (typeof value === 'function' ? (value as (gateway: GatewayAddress) => T)(gateway) : value);

/** The security headers every answer carries, whatever it is. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-resource-policy',
];

function expectHeader(actual: string | string[] | undefined, want: HeaderExpectation, gateway: GatewayAddress, name: string) {
  const value = Array.isArray(actual) ? actual.join(', ') : actual;
  if (want === null) assert.equal(value, undefined, `${name} must be absent`);
  else if (want instanceof RegExp) assert.match(value ?? '', want, name);
  else assert.equal(value, valueOn(want, gateway), name);
}

/** The sitemap's <loc> values, in order. */
const locationsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

export async function checkCase(testCase: GatewayCase, gateway: GatewayAddress): Promise<Answer> {
  const { method = 'GET', body, revalidate } = testCase.request;
  const path = valueOn(testCase.request.path, gateway);
  const headers: Record<string, string> = { ...testCase.request.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  if (revalidate) {
    const first = revalidate === true ? testCase.request.headers : revalidate;
    const etag = (await rawRequest(gateway.baseUrl, path, { headers: first })).headers.etag;
    assert.ok(etag, 'an ETag to send back');
    headers['if-none-match'] = String(etag);
  }
  const answer = await rawRequest(gateway.baseUrl, path, { method, headers, body });
  const expected = testCase.expect;
  assert.equal(answer.status, expected.status, `status of ${method} ${path}`);
  for (const name of SECURITY_HEADERS) assert.ok(answer.headers[name], `${name} on ${method} ${path}`);
  for (const [name, want] of Object.entries(expected.headers ?? {})) expectHeader(answer.headers[name], want, gateway, name);
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
    for (const part of (wanted.contains ?? []).map((each) => valueOn(each, gateway))) assert.ok(text.includes(part), `the answer holds ${part}`);
    for (const part of wanted.excludes ?? []) assert.ok(!text.includes(part), `the answer holds no ${part}`);
    if (wanted.locations) assert.deepEqual(locationsIn(text), valueOn(wanted.locations, gateway));
    wanted.json?.(JSON.parse(text), gateway);
    wanted.text?.(text, gateway);
  }
  await expected.answer?.(answer, gateway);
  return answer;
}

/** A case's title in a test report. */
export const caseTitle = (testCase: GatewayCase) =>
  `${testCase.request.method ?? 'GET'} ${typeof testCase.request.path === 'string' ? testCase.request.path : '(a build file)'}: ${testCase.name}`;
