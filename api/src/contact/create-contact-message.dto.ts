import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ContactMessageInput } from '@azmar/contract/content/contact-message';
import {
  CONTACT_LIMITS,
  CONTACT_RULES,
  checkContactField,
  checkSubmissionId,
  normalizeContactField,
  type ContactField,
} from '@azmar/contract/content/contact-message-rules';
import { LANGUAGES, type Language } from '@azmar/contract/content/language';
import { Transform } from 'class-transformer';
import { FieldCheck, type FieldCheckFn } from '../common/field-check.decorator.js';

// The rules, their order and their messages come from the contract, which the contact form checks with too.
const normalize =
  (field: ContactField) =>
  ({ value }: { value: unknown }) =>
    normalizeContactField(field, value);
const check =
  (field: ContactField): FieldCheckFn =>
  (value) =>
    checkContactField(field, value)?.message ?? null;

/** Body of `POST /api/contact` (the contract's `ContactMessageInput`); strings are trimmed (a blank phone is `null`) before the checks. */
export class CreateContactMessageDto implements ContactMessageInput {
  @ApiProperty({ minLength: CONTACT_LIMITS.nameMin, maxLength: CONTACT_LIMITS.nameMax, example: 'Soran Ahmed' })
  @Transform(normalize('name'))
  @FieldCheck(check('name'))
  name: string;

  @ApiProperty({ format: 'email', maxLength: CONTACT_LIMITS.emailMax, example: 'soran@example.com' })
  @Transform(normalize('email'))
  @FieldCheck(check('email'))
  email: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CONTACT_LIMITS.phoneMax,
    example: '+964 770 123 4567',
    description: 'Optional, no format rule',
  })
  @Transform(normalize('phone'))
  @FieldCheck(check('phone'))
  phone?: string | null;

  @ApiProperty({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax, example: 'I would like a quote for paver blocks.' })
  @Transform(normalize('message'))
  @FieldCheck(check('message'))
  message: string;

  @ApiPropertyOptional({ enum: LANGUAGES, default: CONTACT_RULES.language.defaultValue, description: 'The interface language the visitor wrote in' })
  @FieldCheck(check('language'))
  language?: Language;

  @ApiPropertyOptional({
    format: 'uuid',
    example: '0b5c2d4e-8f1a-4c3b-9d2e-7a6f5e4d3c2b',
    description:
      'Made by the client once per message. A repeat of the same message with the same id (double submit, reload) stores nothing new and answers 200 with the first id and createdAt; the same id with a different message answers 409.',
  })
  @FieldCheck(checkSubmissionId)
  submissionId?: string;
}
