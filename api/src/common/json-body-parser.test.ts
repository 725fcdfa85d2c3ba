import { BadRequestException } from '@nestjs/common';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createJsonBodyParser } from './json-body-parser.js';

const parser = createJsonBodyParser(Fastify(), { maxDepth: 3, maxKeys: 5 });

/** What the parser hands Fastify: the parsed value, or the error's status and message. */
function parse(body: Buffer | string): Promise<{ value?: unknown; status?: number; message?: string }> {
  return new Promise((resolve) => {
    void parser({} as FastifyRequest, Buffer.isBuffer(body) ? body : Buffer.from(body), (error: Error | null, value?: unknown) => {
      if (!error) return resolve({ value });
      const status = error instanceof BadRequestException ? error.getStatus() : (error as { statusCode?: number }).statusCode;
      resolve({ status, message: error.message });
    });
  });
}

describe('createJsonBodyParser', () => {
  it('parses UTF-8 JSON, with or without a byte order mark', async () => {
    expect(await parse('{"name":"ئاراس","tags":["\\ud83d\\ude00"]}')).toEqual({ value: { name: 'ئاراس', tags: ['😀'] } });
    expect(await parse(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]))).toEqual({ value: { a: 1 } });
  });

  it('leaves escaped lone surrogates to the validation pipe: they are valid JSON', async () => {
    expect(await parse('{"name":"\\ud800"}')).toEqual({ value: { name: '\ud800' } });
  });

  it.each([
    ['a byte that is never UTF-8', [0xff]],
    ['a truncated sequence', [0xc3]],
    ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
    ['an overlong encoding', [0xc0, 0xaf]],
  ])('refuses %s instead of replacing it with U+FFFD', async (_label, bytes) => {
    const body = Buffer.concat([Buffer.from('{"name":"ab'), Buffer.from(bytes), Buffer.from('"}')]);
    expect(await parse(body)).toEqual({ status: 400, message: 'The request body is not valid UTF-8' });
  });

  it('keeps Fastify answers for empty and malformed bodies, and names prototype keys', async () => {
    expect(await parse('')).toMatchObject({ status: 400, message: expect.stringMatching(/empty/) });
    expect(await parse('{"a":')).toMatchObject({ status: 400, message: expect.stringMatching(/not valid JSON/) });
    for (const raw of ['{"__proto__":{"x":1}}', '{"a":{"constructor":{"prototype":{}}}}']) {
      expect(await parse(raw)).toEqual({ status: 400, message: expect.stringMatching(/must not contain a "__proto__" key/) });
    }
  });

  it('applies the depth and key-count limits after parsing', async () => {
    expect(await parse('{"a":{"b":[1]}}')).toEqual({ value: { a: { b: [1] } } });
    expect(await parse('{"a":{"b":[[1]]}}')).toMatchObject({ status: 400, message: expect.stringMatching(/at most 3 levels/) });
    expect(await parse('[1,2,3,4,5]')).toEqual({ value: [1, 2, 3, 4, 5] });
    expect(await parse('[1,2,3,4,5,6]')).toMatchObject({ status: 400, message: expect.stringMatching(/at most 5 object keys/) });
    expect(await parse(`{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`)).toMatchObject({ status: 400, message: expect.stringMatching(/nested too deeply/) });
  });
});
