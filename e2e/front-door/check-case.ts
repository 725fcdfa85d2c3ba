// Sends one case's request to a front door and checks the answer against what the table expects there.
import { STATUS_CODES } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { computeSecurityHeaders, mapSource, remoteSources } from '../../scripts/gateway/security-headers.mjs';
import { rawRequest } from '../nginx/fake-dists.ts';
import { parsePolicy } from '../support/csp-policy.ts';
import type { FakeApi } from './fake-api.ts';
import { expectedOn, valueOn, type Door, type FrontDoorCase, type HeaderExpectation } from './front-door-case.ts';

type Answer = Awaited<ReturnType<typeof rawRequest>>;

async function send(door: Door, testCase: FrontDoorCase): Promise<Answer> {
  const { method = 'GET', path, body, ifNoneMatchFrom } = testCase.request;
  const headers: Record<string, string> = { ...testCase.request.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  if (ifNoneMatchFrom) {
    const first = await rawRequest(door.baseUrl, path, { headers: ifNoneMatchFrom });
    expect(first.headers.etag, 'the ETag to send back').toBeTruthy();
    headers['if-none-match'] = String(first.headers.etag);
  }
  return rawRequest(door.baseUrl, path, { method, headers, body });
}

function expectHeader(actual: string | string[] | undefined, want: HeaderExpectation, door: Door, name: string): void {
  const value = Array.isArray(actual) ? actual.join(', ') : actual;
  if (want === null) expect(value, name).toBeUndefined();
  else if (want instanceof RegExp) expect(value, name).toMatch(want);
  else expect(value, name).toBe(valueOn(want, door));
}

function bodyOf(answer: Answer, decode: 'gzip' | 'br' | undefined): Buffer {
  if (decode === 'gzip') return gunzipSync(answer.body);
  if (decode === 'br') return brotliDecompressSync(answer.body);
  return answer.body;
}

/** The sitemap's <loc> values, in order. */
export function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

export async function checkCase(testCase: FrontDoorCase, door: Door, api: FakeApi | null): Promise<void> {
  const expected = expectedOn(testCase, door.server);
  const seenBefore = api?.seen.length ?? 0;
  const answer = await send(door, testCase);
  expect(answer.status, 'status').toBe(expected.status);
  for (const [name, want] of Object.entries(expected.headers ?? {})) expectHeader(answer.headers[name], want, door, name);

  if (expected.securityHeaders) {
    const env = testCase.setup?.env ?? {};
    const crossOrigin = testCase.request.path.startsWith('/remotes/');
    const computed = computeSecurityHeaders({ remoteSources: remoteSources(env), mapSource: mapSource(env), crossOrigin });
    for (const [name, value] of Object.entries(computed)) expect(answer.headers[name], name).toBe(value);
  }
  if (expected.policy) {
    const policy = parsePolicy(String(answer.headers['content-security-policy'] ?? ''));
    for (const [directive, sources] of Object.entries(expected.policy)) expect(policy.get(directive), directive).toEqual(sources);
  }
  if (expected.jsonError) {
    expect(answer.headers['content-type'], 'content-type').toMatch(/^application\/json/);
    const error = JSON.parse(answer.body.toString()) as Record<string, unknown>;
    expect(Object.keys(error).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(error).toMatchObject({ statusCode: answer.status, error: STATUS_CODES[answer.status] });
    expect(typeof error.message).toBe('string');
  }

  const wanted = expected.body;
  if (wanted) {
    if (wanted.shorterThan !== undefined) expect(answer.body.length).toBeLessThan(wanted.shorterThan);
    const body = bodyOf(answer, wanted.decode);
    const text = body.toString();
    if (wanted.text !== undefined) expect(text).toBe(valueOn(wanted.text, door));
    if (wanted.bytes) expect(body.equals(wanted.bytes), 'the bytes sent').toBe(true);
    if (wanted.json !== undefined) expect(JSON.parse(text)).toEqual(wanted.json);
    if (wanted.jsonMatch) expect(JSON.parse(text)).toMatchObject(wanted.jsonMatch);
    for (const part of wanted.contains ?? []) expect(text).toContain(part);
    for (const part of wanted.excludes ?? []) expect(text).not.toContain(part);
    if (wanted.locations) expect(locations(text)).toEqual(valueOn(wanted.locations, door));
  }

  if (expected.api && 'asked' in expected.api) expect(api?.seen.length ?? 0, 'requests that reached the API').toBe(seenBefore);
  else if (expected.api) {
    expect(api?.seen.length ?? 0, 'requests that reached the API').toBeGreaterThan(seenBefore);
    const seen = api!.seen.at(-1)!;
    const { method, url, headers = {}, body } = expected.api;
    if (method !== undefined) expect(seen.method, 'method the API saw').toBe(method);
    if (url !== undefined) expect(seen.url, 'URL the API saw').toBe(url);
    if (body !== undefined) expect(seen.body, 'body the API saw').toBe(body);
    for (const [name, want] of Object.entries(headers)) expectHeader(seen.headers[name], want, door, `${name} the API saw`);
  }
}
