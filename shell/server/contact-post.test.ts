// The contact form's post as the server answers it, against a fake API over real HTTP.
import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { answerContactPost, isSameOriginPost } from './contact-post.js';

const ORIGIN = 'http://127.0.0.1:8080';
const ID = '0b7c2c3e-1111-4222-8333-444455556666';
const TOKEN = 'v1.mhx3k2a1.q9Zr3KfA0b1c2d3e4f5g6h.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const VALID = {
  name: 'Aram Visitor',
  email: 'aram@example.com',
  phone: '',
  message: 'A message long enough.',
  language: 'ku',
  submissionId: ID,
  formToken: TOKEN,
  website: '',
};

let apiAnswer: { status: number; headers?: Record<string, string>; body?: unknown };
let apiSaw: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
let api: http.Server;
let apiOrigin = '';

beforeEach(async () => {
  apiAnswer = { status: 201, body: { id: 1, createdAt: '2026-11-25T00:00:00.000Z' } };
  apiSaw = [];
  api = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      apiSaw.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(apiAnswer.status, { 'content-type': 'application/json', ...apiAnswer.headers });
      response.end(JSON.stringify(apiAnswer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterEach(() => new Promise((resolve) => api.close(() => resolve(undefined))));

const post = (body: Record<string, unknown>, language: 'en' | 'ku' = 'ku') => answerContactPost({ body, language, apiOrigin, clientAddress: '203.0.113.7' });

describe('answerContactPost', () => {
  it("sends a valid form to the API with its id and the visitor's address, and redirects to the page that says it was sent", async () => {
    const answer = await post(VALID);
    expect(answer).toEqual({ kind: 'sent', location: '/contact?lang=ku&sent=1' });
    expect(apiSaw).toHaveLength(1);
    expect(apiSaw[0]?.body).toEqual({
      name: 'Aram Visitor',
      email: 'aram@example.com',
      phone: null,
      message: 'A message long enough.',
      language: 'ku',
      submissionId: ID,
      formToken: TOKEN,
    });
    expect(apiSaw[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('passes the page’s own fields on as posted: the honeypot, where the visitor came from, and the token even when none was posted (F7)', async () => {
    await post({ ...VALID, website: 'http://bot.example', page: 'products', about: 'product-3' });
    expect(apiSaw[0]?.body).toMatchObject({ website: 'http://bot.example', page: 'products', about: 'product-3', formToken: TOKEN });
    const { formToken: _none, ...withoutToken } = VALID;
    await post(withoutToken);
    expect(apiSaw[1]?.body.formToken).toBe('');
  });

  it('answers a form whose token the API refused with the form again: the reason on its field, everything typed kept (F7)', async () => {
    apiAnswer = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        fields: { formToken: 'This form has expired or is not valid; please send it again' },
      },
    };
    const answer = await post({ ...VALID, formToken: 'not-a-uuid' });
    expect(answer).toMatchObject({
      kind: 'page',
      status: 422,
      form: { outcome: 'invalid', fields: { formToken: 'This form has expired or is not valid; please send it again' }, values: { name: 'Aram Visitor' } },
    });
  });

  it('answers the page again for a form with mistakes: every value kept, each field its message, nothing sent', async () => {
    const answer = await post({ ...VALID, name: 'A', email: 'nope', message: 'short' }, 'en');
    expect(answer.kind).toBe('page');
    if (answer.kind !== 'page') return;
    expect(answer.status).toBe(422);
    expect(answer.form).toMatchObject({ submissionId: ID, outcome: 'invalid', values: { name: 'A', email: 'nope', phone: '', message: 'short' } });
    expect(Object.keys(answer.form.fields).sort()).toEqual(['email', 'message', 'name']);
    expect(apiSaw).toEqual([]);
  });

  it('gives a form without a usable submission id a new one, so its message is still sent', async () => {
    await post({ ...VALID, submissionId: 'not-a-uuid' });
    expect(apiSaw[0]?.body.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(apiSaw[0]?.body.submissionId).not.toBe('not-a-uuid');
  });

  it("reads a field sent twice or missing as empty, and the page's language when the form names none", async () => {
    const answer = await post({ name: ['Aram', 'Twice'], email: 'aram@example.com', message: 'A message long enough.' }, 'en');
    expect(answer.kind === 'page' && answer.form.fields.name).toBe('Name must be at least 2 characters');
    await post({ ...VALID, language: 'fr' }, 'en');
    expect(apiSaw[0]?.body.language).toBe('en');
  });

  it("shows the API's own field problems under their fields", async () => {
    apiAnswer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Validation failed', fields: { email: 'Please enter a valid email address' } },
    };
    const answer = await post(VALID);
    expect(answer).toMatchObject({ kind: 'page', status: 422, form: { outcome: 'invalid', fields: { email: 'Please enter a valid email address' } } });
  });

  it('says it failed, keeping everything, when the API refuses for a reason no field shows, fails, or cannot be reached', async () => {
    apiAnswer = { status: 400, body: { fields: { submissionId: 'Unknown field' } } };
    expect(await post(VALID)).toMatchObject({ kind: 'page', status: 400, form: { outcome: 'failed', values: { name: 'Aram Visitor' } } });
    apiAnswer = { status: 500, body: { statusCode: 500 } };
    expect(await post(VALID)).toMatchObject({ kind: 'page', status: 503, form: { outcome: 'failed' } });
    await new Promise((resolve) => api.close(() => resolve(undefined)));
    api.listen(0, '127.0.0.1');
    expect(await post(VALID)).toMatchObject({ kind: 'page', status: 503, form: { outcome: 'failed', values: { message: 'A message long enough.' } } });
  });

  it("passes the API's rate limit on with its wait", async () => {
    apiAnswer = { status: 429, headers: { 'retry-after': '42' }, body: { statusCode: 429 } };
    expect(await post(VALID)).toMatchObject({ kind: 'page', status: 429, retryAfter: '42', form: { outcome: 'rateLimited', retryAfterSeconds: 42 } });
  });
});

describe('isSameOriginPost', () => {
  it('takes a post whose Origin is the page’s, and refuses one from another site', () => {
    expect(isSameOriginPost({ origin: ORIGIN }, ORIGIN)).toBe(true);
    expect(isSameOriginPost({ origin: 'http://evil.example' }, ORIGIN)).toBe(false);
    expect(isSameOriginPost({ origin: 'null' }, ORIGIN)).toBe(false);
  });

  it('reads Sec-Fetch-Site, then Referer, when a browser sends no Origin', () => {
    expect(isSameOriginPost({ 'sec-fetch-site': 'same-origin' }, ORIGIN)).toBe(true);
    expect(isSameOriginPost({ 'sec-fetch-site': 'cross-site' }, ORIGIN)).toBe(false);
    expect(isSameOriginPost({ referer: `${ORIGIN}/contact?lang=ku` }, ORIGIN)).toBe(true);
    expect(isSameOriginPost({ referer: `${ORIGIN}.evil.example/contact` }, ORIGIN)).toBe(false);
  });
});
