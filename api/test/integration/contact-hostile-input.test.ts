import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { SeededRandom } from '../support/seeded-random.js';
import { type RunningApi, startApi } from '../support/start-api.js';
import { useApi, useDatabase } from '../support/suite-hooks.js';

// Nothing a client sends may cause a 500: every body here is sent as raw JSON text (or raw bytes)
// over real HTTP, the way a hostile or broken client would send it.

const valid = {
  name: 'Soran Ahmed',
  email: 'soran@example.com',
  phone: '+964 770 123 4567',
  message: 'I would like a quote for paver blocks.',
  language: 'en',
};
type Field = keyof typeof valid;
const FIELDS = Object.keys(valid) as Field[];
const LABELS: Record<Field, string> = { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message', language: 'Language' };

const LONE_SURROGATES = { high: ['\ud800', '\udbff'], low: ['\udc00', '\udfff'] } as const;
const SURROGATE_TEXT = 'contains a character that is not valid Unicode (a lone UTF-16 surrogate)';
const NUL_TEXT = 'contains a NUL character (U+0000), which is not allowed';
const NOT_UTF8 = 'The request body is not valid UTF-8';
const PROTOTYPE_KEY = 'The request body must not contain a "__proto__" key or a "constructor" object with a "prototype" key';

const tooDeep = (levels: number) => `The request body is nested too deeply: at most ${levels} levels of objects and arrays are accepted`;
const tooMany = (keys: number) => `The request body has too many entries: at most ${keys} object keys and array items in total are accepted`;

type Position = 'start' | 'middle' | 'end';
function insertAt(text: string, insert: string, position: Position): string {
  const at = position === 'start' ? 0 : position === 'end' ? text.length : Math.floor(text.length / 2);
  return text.slice(0, at) + insert + text.slice(at);
}

/** `levels` containers nested in each other around `leaf` (objects or arrays), as raw JSON text. */
function nestedJson(levels: number, kind: 'object' | 'array', leaf = '"x"'): string {
  return kind === 'object' ? '{"a":'.repeat(levels) + leaf + '}'.repeat(levels) : '['.repeat(levels) + leaf + ']'.repeat(levels);
}

/** The valid form with one field's value replaced by raw JSON text. */
function withRawField(field: string, rawValue: string): string {
  const rest = JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field))).slice(1, -1);
  return `{${rest},${JSON.stringify(field)}:${rawValue}}`;
}

interface Answer {
  status: number;
  body: unknown;
}

async function postRaw(api: RunningApi, body: string | Buffer): Promise<Answer> {
  const response = await fetch(api.url('/api/contact'), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // left as text: the shape check below then fails with the text in view
  }
  return { status: response.status, body: parsed };
}

/** The API's error shape `{statusCode, error, message, fields?}`, nothing else, consistent with the status. */
function expectErrorShape(answer: Answer, what: string): void {
  const body = answer.body as Record<string, unknown>;
  expect(typeof body === 'object' && body !== null, `${what}: JSON error body`).toBe(true);
  expect(
    Object.keys(body).filter((key) => !['statusCode', 'error', 'message', 'fields'].includes(key)),
    what,
  ).toEqual([]);
  expect(body.statusCode, what).toBe(answer.status);
  expect(body.error, what).toBe(STATUS_CODES[answer.status]);
  expect(typeof body.message === 'string' && body.message.length > 0, `${what}: message`).toBe(true);
  if ('fields' in body) {
    const fields = body.fields as Record<string, unknown>;
    expect(Object.values(fields).length, `${what}: fields not empty`).toBeGreaterThan(0);
    for (const message of Object.values(fields)) expect(typeof message, `${what}: field message`).toBe('string');
  }
}

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`POST /api/contact with hostile input on ${database.label}`, () => {
    const api = useApi(database);
    const rowCount = async () => Number((await api.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n);

    /** Sends a body that must be refused with a 400: checks the shape, the expected message and fields, and that no row was added. */
    async function expectRefused(body: string | Buffer, expected: { message: string; fields?: Record<string, string> }): Promise<void> {
      const before = await rowCount();
      const answer = await postRaw(api, body);
      const what = String(body).slice(0, 120);
      expect(answer.status, what).toBe(400);
      expectErrorShape(answer, what);
      expect(answer.body, what).toEqual({ statusCode: 400, error: 'Bad Request', ...expected });
      expect(await rowCount(), what).toBe(before);
    }

    describe('lone surrogates', () => {
      const cases = FIELDS.flatMap((field) =>
        (['high', 'low'] as const).flatMap((kind) => LONE_SURROGATES[kind].map((unit) => [field, kind, unit.charCodeAt(0).toString(16), unit] as const)),
      );
      it.each(cases)('400 naming %s for a %s surrogate \\u%s at its start, middle and end', async (field, _kind, hex, unit) => {
        for (const position of ['start', 'middle', 'end'] as const) {
          const raw = JSON.stringify({ ...valid, [field]: insertAt(valid[field], unit, position) });
          // What a client sends: JSON.stringify escapes the lone surrogate.
          expect(raw).toContain(`\\u${hex}`);
          await expectRefused(raw, { message: 'Validation failed', fields: { [field]: `${LABELS[field]} ${SURROGATE_TEXT}` } });
        }
      });

      it('400 whatever the escape is written like, and for a pair in the wrong order or cut in half', async () => {
        for (const escaped of ['\\uD800', '\\uDfFf', 'x\\uDBFFy', '\\ude00\\ud83d', '\\ud83d', 'ok\\ud83d\\ud83d\\ude00']) {
          await expectRefused(withRawField('message', `"Hello there ${escaped}"`), {
            message: 'Validation failed',
            fields: { message: `Message ${SURROGATE_TEXT}` },
          });
        }
      });

      it('400 for a lone surrogate deep inside a field of the wrong type', async () => {
        await expectRefused(withRawField('email', '[{"a":["\\udc00"]}]'), { message: 'Validation failed', fields: { email: `Email ${SURROGATE_TEXT}` } });
      });

      it('400 without echoing it when a field name holds one', async () => {
        await expectRefused(withRawField('\ud800', '1'), { message: `A field name in the request ${SURROGATE_TEXT}` });
        await expectRefused(`{"name":{"in\\udfffner":1}}`, { message: 'Validation failed', fields: { name: `Name ${SURROGATE_TEXT}` } });
      });

      it('201 for valid surrogate pairs (emoji), stored exactly', async () => {
        const emoji = { name: 'Soran 😀', phone: '📞 0770 123 4567', message: 'Paver blocks 🧱 for the 🏠, please 👍🏽' };
        const raw = JSON.stringify({ ...valid, ...emoji });
        const before = await rowCount();
        const answer = await postRaw(api, raw);
        expect(answer.status).toBe(201);
        expect(await rowCount()).toBe(before + 1);
        const [row] = await api.dataSource.query('SELECT name, phone, message FROM contact_messages WHERE id = ?', [(answer.body as { id: number }).id]);
        expect(row).toEqual(emoji);
      });
    });

    describe('NUL characters', () => {
      it.each(FIELDS)('400 naming %s for U+0000 at its start, middle and end', async (field) => {
        for (const position of ['start', 'middle', 'end'] as const) {
          const raw = JSON.stringify({ ...valid, [field]: insertAt(valid[field], '\u0000', position) });
          expect(raw).toContain('\\u0000');
          await expectRefused(raw, { message: 'Validation failed', fields: { [field]: `${LABELS[field]} ${NUL_TEXT}` } });
        }
      });

      it('400 for NUL in a field name, without echoing it', async () => {
        await expectRefused(withRawField('na\u0000me', '"Soran"'), { message: `A field name in the request ${NUL_TEXT}` });
      });
    });

    describe('raw bytes that are not UTF-8', () => {
      it.each([
        ['a byte that never starts UTF-8', [0xff]],
        ['two stray continuation bytes', [0x80, 0xbf]],
        ['a truncated two-byte sequence', [0xd8]],
        ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
        ['an overlong slash', [0xc0, 0xaf]],
        ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
        ['Latin-1 text', [0x53, 0x6f, 0x72, 0xe1, 0x6e]],
      ])('400, nothing stored, for %s inside a string', async (_label, bytes) => {
        for (const field of ['name', 'message']) {
          const [before, after] = withRawField(field, '"Hello MARK there"').split('MARK') as [string, string];
          await expectRefused(Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]), { message: NOT_UTF8 });
        }
      });

      it('400 for invalid bytes in a field name or outside any string', async () => {
        await expectRefused(Buffer.concat([Buffer.from('{"na'), Buffer.from([0xfe]), Buffer.from('me":"Soran"}')]), { message: NOT_UTF8 });
        await expectRefused(Buffer.concat([Buffer.from(JSON.stringify(valid)), Buffer.from([0xff, 0xff])]), { message: NOT_UTF8 });
      });
    });

    describe('nesting depth', () => {
      it.each(['object', 'array'] as const)('%s nesting: just under the limit gets the form answer, just over the depth error', async (kind) => {
        const limit = api.config.bodyMaxDepth;
        // The body itself is level 1, so a field holding limit - 1 levels reaches exactly the limit.
        await expectRefused(withRawField('name', nestedJson(limit - 1, kind)), { message: 'Validation failed', fields: { name: 'Name must be text' } });
        await expectRefused(withRawField('extra', nestedJson(limit - 1, kind)), { message: 'Validation failed', fields: { extra: 'Unknown field' } });
        await expectRefused(withRawField('name', nestedJson(limit, kind)), { message: tooDeep(limit) });
        await expectRefused(withRawField('extra', nestedJson(limit, kind)), { message: tooDeep(limit) });
      });

      it.each(['object', 'array'] as const)('the depth error for a body nested 3,000 levels deep (%s)', async (kind) => {
        await expectRefused(nestedJson(3000, kind), { message: tooDeep(api.config.bodyMaxDepth) });
        await expectRefused(withRawField('email', nestedJson(3000, kind)), { message: tooDeep(api.config.bodyMaxDepth) });
        await expectRefused(withRawField('message', nestedJson(3000, kind, '"\\ud800"')), { message: tooDeep(api.config.bodyMaxDepth) });
      });
    });

    describe('number of keys', () => {
      const extraKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra${i}`, i]));

      it('object keys: up to the limit the form answer (every extra key unknown), one more the key-count error', async () => {
        const limit = api.config.bodyMaxKeys;
        const under = { ...valid, ...extraKeys(limit - FIELDS.length) };
        const answer = await postRaw(api, JSON.stringify(under));
        expect(answer.status).toBe(400);
        expectErrorShape(answer, 'keys under the limit');
        const fields = (answer.body as { fields: Record<string, string> }).fields;
        expect(Object.keys(fields)).toHaveLength(limit - FIELDS.length);
        expect(new Set(Object.values(fields))).toEqual(new Set(['Unknown field']));
        await expectRefused(JSON.stringify({ ...valid, ...extraKeys(limit - FIELDS.length + 1) }), { message: tooMany(limit) });
      });

      it('array items count like keys, nested keys too', async () => {
        const limit = api.config.bodyMaxKeys;
        const items = (count: number) => JSON.stringify(new Array(count).fill(0));
        await expectRefused(withRawField('name', items(limit - FIELDS.length)), { message: 'Validation failed', fields: { name: 'Name must be text' } });
        await expectRefused(withRawField('name', items(limit - FIELDS.length + 1)), { message: tooMany(limit) });
        await expectRefused(withRawField('phone', JSON.stringify({ inner: extraKeys(limit) })), { message: tooMany(limit) });
      });

      it('a huge flat array, in a field or as the body, gets the key-count error', async () => {
        const huge = `[${new Array(15_000).fill('0').join(',')}]`;
        expect(huge.length).toBeLessThan(api.config.bodyLimitBytes - 200);
        await expectRefused(withRawField('message', huge), { message: tooMany(api.config.bodyMaxKeys) });
        await expectRefused(huge, { message: tooMany(api.config.bodyMaxKeys) });
      });
    });

    describe('__proto__ and constructor keys', () => {
      it('400 for __proto__ or constructor.prototype at any depth, and no prototype polluted', async () => {
        for (const raw of [
          withRawField('__proto__', '{"isAdmin":true}'),
          withRawField('name', '{"__proto__":{"isAdmin":true}}'),
          withRawField('message', '[{"a":{"__proto__":{"isAdmin":true}}}]'),
          withRawField('constructor', '{"prototype":{"isAdmin":true}}'),
          withRawField('phone', '{"constructor":{"prototype":{"isAdmin":true}}}'),
        ]) {
          await expectRefused(raw, { message: PROTOTYPE_KEY });
        }
        expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
      });

      it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', '__lookupSetter__'])(
        'a top-level "%s" key is an unknown field like any other',
        async (key) => {
          await expectRefused(withRawField(key, '"x"'), { message: 'Validation failed', fields: { [key]: 'Unknown field' } });
          await expectRefused(withRawField(key, '{"a":1}'), { message: 'Validation failed', fields: { [key]: 'Unknown field' } });
        },
      );

      it('constructor inside a field gets the field rule, with the other fields checked too', async () => {
        await expectRefused(withRawField('language', '{"constructor":1}'), { message: 'Validation failed', fields: { language: 'Language must be en or ku' } });
        await expectRefused(JSON.stringify({ ...valid, name: 'S', constructor: 'x' }), {
          message: 'Validation failed',
          fields: { name: 'Name must be at least 2 characters', constructor: 'Unknown field' },
        });
      });
    });

    it('property-style: 300 generated bad inputs (seeded) all get a 4xx in the error shape, none stored', async () => {
      const random = new SeededRandom(20_260_611);
      const before = await rowCount();
      for (let i = 0; i < 300; i += 1) {
        const input = generateBadInput(random, api.config.bodyMaxDepth);
        const answer = await postRaw(api, input.body);
        const what = `input ${i} (${input.kind}): ${String(input.body).slice(0, 160)}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        expectErrorShape(answer, what);
      }
      expect(await rowCount()).toBe(before);
    });
  });
}

describe('body limits come from the configuration (SQLite)', () => {
  const target = useDatabase(DATABASES[0]!);

  it('small limits: the valid form passes, one key or level more does not', async () => {
    const api = await startApi(target.config, { bodyMaxDepth: 2, bodyMaxKeys: FIELDS.length });
    try {
      expect((await postRaw(api, JSON.stringify(valid))).status).toBe(201);
      expect(await postRaw(api, JSON.stringify({ ...valid, extra: 1 }))).toEqual({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: tooMany(FIELDS.length) },
      });
      const four = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'language'));
      expect(await postRaw(api, JSON.stringify({ ...four, name: ['x'] }))).toMatchObject({ status: 400, body: { fields: { name: 'Name must be text' } } });
      expect(await postRaw(api, JSON.stringify({ ...four, name: [[]] }))).toMatchObject({ status: 400, body: { message: tooDeep(2) } });
    } finally {
      await api.close();
    }
  });

  it('the highest depth the configuration allows (256) is still answered with a 400, never a stack overflow', async () => {
    const api = await startApi(target.config, { bodyMaxDepth: 256, bodyMaxKeys: 10_000 });
    try {
      for (const kind of ['object', 'array'] as const) {
        expect(await postRaw(api, withRawField('name', nestedJson(255, kind)))).toMatchObject({ status: 400, body: { fields: { name: 'Name must be text' } } });
        expect(await postRaw(api, withRawField('extra', nestedJson(255, kind)))).toMatchObject({ status: 400, body: { fields: { extra: 'Unknown field' } } });
        expect(await postRaw(api, withRawField('name', nestedJson(256, kind)))).toMatchObject({ status: 400, body: { message: tooDeep(256) } });
      }
    } finally {
      await api.close();
    }
  });
});

// --- generated bad inputs ---------------------------------------------------------------------

interface BadInput {
  kind: string;
  body: string | Buffer;
}

const ALPHABET = ['a', 'Z', '7', ' ', '-', '@', '.', 'ئ', 'ڵ', 'ە', 'é', '😀', '🧱', '"', '\\', '\n', '\t'];
const INHERITED_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineSetter__'];

function randomText(random: SeededRandom, maxLength: number): string {
  let text = '';
  const length = random.int(0, maxLength);
  for (let i = 0; i < length; i += 1) text += random.pick(ALPHABET);
  return text;
}

function loneSurrogate(random: SeededRandom): string {
  return String.fromCharCode(random.int(0xd800, 0xdfff));
}

/** A JSON value of random shape, nested up to `depth` levels. */
function randomValue(random: SeededRandom, depth: number): unknown {
  const choice = depth <= 0 ? random.int(0, 3) : random.int(0, 5);
  switch (choice) {
    case 0:
      return random.int(-1e6, 1e6) / random.pick([1, 7, 1000]);
    case 1:
      return random.pick([true, false, null]);
    case 2:
    case 3:
      return randomText(random, 12);
    case 4:
      return Array.from({ length: random.int(0, 3) }, () => randomValue(random, depth - 1));
    default:
      return Object.fromEntries(Array.from({ length: random.int(0, 3) }, () => [randomText(random, 6), randomValue(random, depth - 1)]));
  }
}

/** A value that is wrong for `field` whatever it holds: never a string (and never null for the optional phone). */
function wrongType(random: SeededRandom, field: Field): unknown {
  for (;;) {
    const value = randomValue(random, random.int(0, 4));
    if (typeof value !== 'string' && !(field === 'phone' && value === null)) return value;
  }
}

/** Nested containers of a depth that may be under or over the limit, around a random leaf. */
function randomNesting(random: SeededRandom, maxDepth: number): string {
  const levels = random.int(1, maxDepth * 2);
  let raw = JSON.stringify(randomValue(random, 0));
  for (let level = 0; level < levels; level += 1) raw = random.int(0, 1) === 0 ? `[${raw}]` : `{${JSON.stringify(randomText(random, 4))}:${raw}}`;
  return raw;
}

/**
 * One input that a correct API must refuse: each kind breaks at least one rule for sure (a bad
 * character, a wrong type, an unknown key, bytes that are not UTF-8, broken JSON, not an object).
 */
function generateBadInput(random: SeededRandom, maxDepth: number): BadInput {
  const form: Record<string, unknown> = { ...valid };
  const field = random.pick(FIELDS);
  const kind = random.pick(['surrogate', 'nul', 'wrong-type', 'nesting', 'unknown-key', 'bytes', 'broken-json', 'not-object'] as const);
  switch (kind) {
    case 'surrogate':
    case 'nul': {
      const bad = kind === 'nul' ? '\u0000' : loneSurrogate(random);
      const text = randomText(random, 20);
      form[field] =
        random.int(0, 3) === 0 ? [insertAt(text, bad, random.pick(['start', 'middle', 'end']))] : insertAt(text, bad, random.pick(['start', 'middle', 'end']));
      return { kind, body: JSON.stringify(form) };
    }
    case 'wrong-type':
      for (const wrong of FIELDS) if (wrong === field || random.int(0, 2) === 0) form[wrong] = wrongType(random, wrong);
      return { kind, body: JSON.stringify(form) };
    case 'nesting':
      return { kind, body: random.int(0, 4) === 0 ? randomNesting(random, maxDepth) : withRawField(field, randomNesting(random, maxDepth)) };
    case 'unknown-key': {
      const key = random.int(0, 1) === 0 ? random.pick(INHERITED_NAMES) : `x${randomText(random, 8)}`;
      return { kind, body: JSON.stringify({ ...form, [key]: randomValue(random, 2) }) };
    }
    case 'bytes': {
      const raw = Buffer.from(JSON.stringify(form));
      const at = raw.indexOf(Buffer.from(String(valid[field]))) + random.int(0, String(valid[field]).length);
      const bytes = random.pick([[0xff], [0xc0, 0x80], [0xed, 0xb0, 0x80], [0xe2, 0x82], [0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]]);
      return { kind, body: Buffer.concat([raw.subarray(0, at), Buffer.from(bytes), raw.subarray(at)]) };
    }
    case 'broken-json': {
      const raw = JSON.stringify(form);
      return { kind, body: raw.slice(0, random.int(0, raw.length - 1)) };
    }
    case 'not-object':
      return { kind, body: JSON.stringify(random.pick([[form], randomText(random, 10), 42, null, true, [], [1, 'a']])) };
  }
}
