import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ContactMessageInput, Language } from '@azmar/kit/content/content-types';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { LANGUAGES } from '../contract/content-shapes.js';

export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, phoneMax: 32, messageMax: 5000 } as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty or blank phone means "no phone". */
const trimToNull = ({ value }: { value: unknown }) => {
  const trimmed = trim({ value });
  return trimmed === '' ? null : trimmed;
};

/**
 * Body of `POST /api/contact`. Decorators are listed in the order they are checked: with
 * `stopAtFirstError`, class-validator reports the first failing one, which becomes the field's message.
 */
export class CreateContactMessageDto implements ContactMessageInput {
  @ApiProperty({ minLength: 2, maxLength: CONTACT_LIMITS.nameMax, example: 'Soran Ahmed' })
  @Transform(trim)
  @IsDefined({ message: 'Name must be at least 2 characters' })
  @IsString({ message: 'Name must be text' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(CONTACT_LIMITS.nameMax, { message: `Name must be at most ${CONTACT_LIMITS.nameMax} characters` })
  name: string;

  @ApiProperty({ format: 'email', maxLength: CONTACT_LIMITS.emailMax, example: 'soran@example.com' })
  @Transform(trim)
  @IsDefined({ message: 'Please enter a valid email address' })
  @IsString({ message: 'Please enter a valid email address' })
  @MaxLength(CONTACT_LIMITS.emailMax, { message: `Email must be at most ${CONTACT_LIMITS.emailMax} characters` })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CONTACT_LIMITS.phoneMax, example: '+964 770 123 4567' })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: 'Phone must be text' })
  @MaxLength(CONTACT_LIMITS.phoneMax, { message: `Phone must be at most ${CONTACT_LIMITS.phoneMax} characters` })
  phone?: string | null;

  @ApiProperty({ minLength: 10, maxLength: CONTACT_LIMITS.messageMax, example: 'I would like a quote for paver blocks.' })
  @Transform(trim)
  @IsDefined({ message: 'Message must be at least 10 characters' })
  @IsString({ message: 'Message must be text' })
  @MinLength(10, { message: 'Message must be at least 10 characters' })
  @MaxLength(CONTACT_LIMITS.messageMax, { message: `Message must be at most ${CONTACT_LIMITS.messageMax} characters` })
  message: string;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'en' })
  @ValidateIf((_, value) => value !== undefined)
  @IsIn(LANGUAGES as Language[], { message: 'Language must be en or ku' })
  language?: Language;
}
