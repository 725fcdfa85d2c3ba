import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FORM_TOKEN_PATH } from '@azmar/contract/content/contact-form-state';
import type { ContactMessageInput } from '@azmar/contract/content/contact-message';
import {
  CONTACT_LIMITS,
  CONTACT_RULES,
  checkContactField,
  checkSubmissionId,
  normalizeContactField,
  type ContactField,
} from '@azmar/contract/content/contact-message-rules';
import { checkContactAbout, checkContactPage, CONTACT_SOURCE_PAGES } from '@azmar/contract/content/contact-context';
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

/** Text of at most `max` characters, or absent. */
const optionalText =
  (label: string, max: number): FieldCheckFn =>
  (value) =>
    value === undefined || (typeof value === 'string' && value.length <= max) ? null : `${label} must be text of at most ${max} characters`;
/** What a form sends for a field it has no value for: the same as not sending it. */
const blankIsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

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

  @ApiPropertyOptional({
    description: `The signed token of the form the message was written in (GET ${FORM_TOKEN_PATH}). Optional; when sent, it must be one this API made that has not expired (else 400 with fields.formToken), and a token already used answers like its first message (200, nothing stored) when the message is the same`,
  })
  @FieldCheck(optionalText('Form token', 200))
  formToken?: string;

  @ApiPropertyOptional({ description: 'The hidden honeypot field of the form: people leave it empty; a message with it filled is stored as spam' })
  @FieldCheck(optionalText('Website', 2000))
  website?: string;

  @ApiPropertyOptional({ enum: CONTACT_SOURCE_PAGES, description: 'The page whose button led to the form' })
  @Transform(blankIsAbsent)
  @FieldCheck(checkContactPage)
  page?: string;

  @ApiPropertyOptional({ example: 'product-12', description: 'The service, project or product the visitor asked about (`<kind>-<id>`); it must exist' })
  @Transform(blankIsAbsent)
  @FieldCheck(checkContactAbout)
  about?: string;
}
