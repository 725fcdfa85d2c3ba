import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ContactMessageInput, Language } from '@azmar/kit/content/content-types';
import { Transform } from 'class-transformer';
import { isEmail } from 'class-validator';
import { FieldCheck, textCheck } from '../common/field-check.decorator.js';
import { LANGUAGES } from '../contract/content-shapes.js';

export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, phoneMax: 32, messageMin: 10, messageMax: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A blank phone means "no phone". */
const trimToNull = ({ value }: { value: unknown }) => {
  const trimmed = trim({ value });
  return trimmed === '' ? null : trimmed;
};

/** Body of `POST /api/contact` (the kit's `ContactMessageInput`); strings are trimmed before the checks. */
export class CreateContactMessageDto implements ContactMessageInput {
  @ApiProperty({ minLength: CONTACT_LIMITS.nameMin, maxLength: CONTACT_LIMITS.nameMax, example: 'Soran Ahmed' })
  @Transform(trim)
  @FieldCheck(
    textCheck({
      min: CONTACT_LIMITS.nameMin,
      max: CONTACT_LIMITS.nameMax,
      tooShort: CONTACT_MESSAGES.name,
      notText: 'Name must be text',
      tooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
    }),
  )
  name: string;

  @ApiProperty({ format: 'email', maxLength: CONTACT_LIMITS.emailMax, example: 'soran@example.com' })
  @Transform(trim)
  @FieldCheck(
    textCheck({
      min: 1,
      max: CONTACT_LIMITS.emailMax,
      tooShort: CONTACT_MESSAGES.email,
      notText: CONTACT_MESSAGES.email,
      tooLong: `Email must be at most ${CONTACT_LIMITS.emailMax} characters`,
      format: { test: (value) => isEmail(value), message: CONTACT_MESSAGES.email },
    }),
  )
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CONTACT_LIMITS.phoneMax, example: '+964 770 123 4567', description: 'Optional, no format rule' })
  @Transform(trimToNull)
  @FieldCheck(
    textCheck({
      optional: true,
      min: 1,
      max: CONTACT_LIMITS.phoneMax,
      tooShort: 'Phone must be text',
      notText: 'Phone must be text',
      tooLong: `Phone must be at most ${CONTACT_LIMITS.phoneMax} characters`,
    }),
  )
  phone?: string | null;

  @ApiProperty({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax, example: 'I would like a quote for paver blocks.' })
  @Transform(trim)
  @FieldCheck(
    textCheck({
      min: CONTACT_LIMITS.messageMin,
      max: CONTACT_LIMITS.messageMax,
      tooShort: CONTACT_MESSAGES.message,
      notText: 'Message must be text',
      tooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
    }),
  )
  message: string;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'en', description: 'The interface language the visitor wrote in' })
  @FieldCheck((value) => (value === undefined || (LANGUAGES as readonly unknown[]).includes(value) ? null : 'Language must be en or ku'))
  language?: Language;
}
