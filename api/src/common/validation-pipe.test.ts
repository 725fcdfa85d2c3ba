import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { CreateContactMessageDto } from '../contact/create-contact-message.dto.js';
import { createValidationPipe } from './validation-pipe.js';

const pipe = createValidationPipe();
const valid = { name: 'Soran Ahmed', email: 'soran@example.com', message: 'I would like a quote.' };

/** The 400's body as the exception filter would send it, or the error itself when it is not a 400. */
async function rejectionOf(value: unknown, type: 'body' | 'query' = 'body'): Promise<unknown> {
  try {
    await pipe.transform(value, { type, metatype: CreateContactMessageDto });
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
    return error;
  }
  return 'accepted';
}

describe('the validation pipe', () => {
  it('refuses a lone surrogate before the validators run (isEmail would throw URIError on it)', async () => {
    for (const email of ['\ud800', 'soran\udfff@example.com', 'soran@example.com\udbff']) {
      expect(await rejectionOf({ ...valid, email })).toEqual({
        message: 'Validation failed',
        fields: { email: 'Email contains a character that is not valid Unicode (a lone UTF-16 surrogate)' },
      });
    }
  });

  it('refuses NUL in any field, and bad text nested in a field of the wrong type', async () => {
    expect(await rejectionOf({ ...valid, phone: '0770\u0000' })).toEqual({
      message: 'Validation failed',
      fields: { phone: 'Phone contains a NUL character (U+0000), which is not allowed' },
    });
    expect(await rejectionOf({ ...valid, name: ['\udc00'] })).toMatchObject({ fields: { name: expect.stringMatching(/^Name contains .* surrogate/) } });
  });

  it('reports names of Object.prototype as unknown fields, together with the other problems', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf']) {
      expect(await rejectionOf({ ...valid, [key]: 'x' })).toEqual({ message: 'Validation failed', fields: { [key]: 'Unknown field' } });
    }
    expect(await rejectionOf({ ...valid, name: 'S', constructor: { a: 1 }, extra: 1 })).toEqual({
      message: 'Validation failed',
      fields: { name: 'Name must be at least 2 characters', extra: 'Unknown field', constructor: 'Unknown field' },
    });
  });

  it('still accepts a valid form, emoji included', async () => {
    const dto = await pipe.transform({ ...valid, name: 'Soran \ud83d\ude00' }, { type: 'body', metatype: CreateContactMessageDto });
    expect(dto).toBeInstanceOf(CreateContactMessageDto);
    expect(dto).toMatchObject({ name: 'Soran 😀' });
  });

  it('checks query objects and single values too', async () => {
    const plain = createValidationPipe();
    await expect(plain.transform({ q: 'a\ud800' }, { type: 'query' })).rejects.toThrow(BadRequestException);
    await expect(plain.transform('a\u0000', { type: 'param', data: 'id' })).rejects.toThrow('The value contains a NUL character');
    expect(await plain.transform({ q: 'fine' }, { type: 'query' })).toEqual({ q: 'fine' });
  });
});
