import { BadRequestException } from '@nestjs/common';
import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { type BodyLimits, bodyLimitProblem } from './body-limits.js';

// fatal: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD, which would change the text silently.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

// Fastify reports these as "not valid JSON", which sends the client looking for a syntax error.
const PROTOTYPE_KEY_MESSAGE = 'The request body must not contain a "__proto__" key or a "constructor" object with a "prototype" key';

/**
 * The parser of `application/json` bodies: Fastify's own (an empty body, malformed JSON, a
 * `__proto__` or `constructor.prototype` key are still 400s), with two checks around it, both
 * before anything transforms the body:
 * - the bytes must be UTF-8 (RFC 8259 §8.1), so a broken byte is refused, not replaced;
 * - the parsed value must stay within the depth and key-count limits (BODY_MAX_DEPTH,
 *   BODY_MAX_KEYS), so class-transformer and the validators only ever see small trees.
 * Errors go through the exception filter like every other 400.
 */
export function createJsonBodyParser(fastify: FastifyInstance, limits: BodyLimits): FastifyBodyParser<Buffer> {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body);
    } catch {
      done(new BadRequestException('The request body is not valid UTF-8'));
      return;
    }
    void parseJson(request, text, (error: Error | null, parsed?: unknown) => {
      if (error) return done(isWellFormedJson(text) ? new BadRequestException(PROTOTYPE_KEY_MESSAGE) : error);
      const problem = bodyLimitProblem(parsed, limits);
      if (problem) return done(new BadRequestException(problem));
      done(null, parsed);
    });
  };
}

/** Only called once Fastify's parser refused the text: if plain JSON.parse accepts it, the refusal was a prototype key. */
function isWellFormedJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
