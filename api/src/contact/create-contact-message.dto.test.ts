import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { createValidationPipe } from '../common/validation-pipe.js';
import { CreateContactMessageDto } from './create-contact-message.dto.js';

const pipe = createValidationPipe();
const validate = (body: unknown) => pipe.transform(body, { type: 'body', metatype: CreateContactMessageDto });

async function fieldsOf(body: unknown): Promise<Record<string, string>> {
  try {
    await validate(body);
  } catch (error) {
    if (error instanceof BadRequestException) return (error.getResponse() as { fields: Record<string, string> }).fields;
    throw error;
  }
  return {};
}

describe('CreateContactMessageDto', () => {
  it('trims text and turns a blank phone into null', async () => {
    const dto = (await validate({ name: '  Soran ', email: ' s@example.com ', phone: ' ', message: '  Ten chars!  ' })) as CreateContactMessageDto;
    expect(dto).toBeInstanceOf(CreateContactMessageDto);
    expect(dto).toMatchObject({ name: 'Soran', email: 's@example.com', phone: null, message: 'Ten chars!' });
  });

  it('gives the messages of docs/product.md §12 for the three form rules', async () => {
    expect(await fieldsOf({ name: 'S', email: 'bad', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('reports exactly one message per field: the first rule broken', async () => {
    expect(await fieldsOf({ name: 12, email: 5, message: ['x'], phone: false, language: 'de' })).toEqual({
      name: 'Name must be text',
      email: 'Please enter a valid email address',
      message: 'Message must be text',
      phone: 'Phone must be text',
      language: 'Language must be en or ku',
    });
  });

  it('rejects unknown fields and bodies that are not objects', async () => {
    expect(await fieldsOf({ name: 'Soran', email: 's@example.com', message: 'Ten chars!!', admin: true })).toEqual({ admin: 'Unknown field' });
    await expect(validate([1])).rejects.toThrow('The request body must be a JSON object');
    await expect(validate(null)).rejects.toThrow('The request body must be a JSON object');
  });
});
