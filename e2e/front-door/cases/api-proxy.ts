// /api to the API: method, path, query, headers and body as they came, the answer streamed back as the API gave
// it, and the front door's own answers in the API's JSON error shape when the API cannot answer.
import type { FrontDoorCase } from '../front-door-case.ts';

/** The client's own claim first, then the address the front door saw: the one hop the API trusts (TRUST_PROXY). */
const FORWARDED_FOR_LOOPBACK = /^(::ffff:)?127\.0\.0\.1$/;

export const API_PROXY_CASES: FrontDoorCase[] = [
  {
    name: 'forwards method, path, query, headers and body, adds X-Forwarded-For, and answers what the API answered',
    request: {
      method: 'POST',
      path: '/api/contact?lang=ku',
      headers: { 'content-type': 'application/json', 'x-custom': 'kept', 'x-forwarded-for': '203.0.113.9' },
      body: '{"name":"Aram"}',
    },
    expect: {
      status: 201,
      headers: { 'x-upstream': 'yes', 'set-cookie': 'a=1', 'cache-control': 'private, max-age=5' },
      body: { json: { ok: true } },
      api: {
        method: 'POST',
        url: '/api/contact?lang=ku',
        body: '{"name":"Aram"}',
        headers: {
          'x-custom': 'kept',
          'content-type': 'application/json',
          'x-forwarded-for': /^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/,
          'x-forwarded-proto': 'http',
        },
      },
    },
  },
  {
    name: 'sends the client address alone when the client claims none',
    request: { path: '/api/services' },
    expect: { status: 200, api: { url: '/api/services', headers: { 'x-forwarded-for': FORWARDED_FOR_LOOPBACK } } },
  },
  { name: 'proxies the bare /api path too', request: { path: '/api' }, expect: { status: 200, api: { url: '/api' } } },
  { name: 'does not proxy a path that only starts with /api', request: { path: '/apix' }, expect: { status: 404, api: { asked: false } } },
  {
    name: "passes the API's error statuses through unchanged",
    request: { path: '/api/missing' },
    expect: { status: 404, body: { json: { statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/missing' } } },
  },
  { name: 'streams the answer', request: { path: '/api/stream' }, expect: { status: 200, body: { text: 'first second' } } },
  {
    name: 'answers 504 in the JSON error shape instead of hanging when the API does not answer',
    request: { path: '/api/slow' },
    expect: { status: 504, jsonError: true, headers: { 'content-type': 'application/json; charset=utf-8' }, body: { jsonMatch: { error: 'Gateway Timeout' } } },
  },
  {
    name: 'answers 502 in the JSON error shape when the API is down',
    setup: { api: 'down' },
    request: { path: '/api/services' },
    expect: { status: 502, jsonError: true, headers: { 'content-type': 'application/json; charset=utf-8' } },
  },
];
