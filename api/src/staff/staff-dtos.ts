import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@azmar/contract/content/language';
import { ABOUT_KINDS, CONTACT_SOURCE_PAGES, type AboutKind, type ContactSourcePage } from '@azmar/contract/content/contact-context';
import {
  SPAM_REASONS,
  STAFF_FOLDERS,
  STAFF_PAGE_SIZE_DEFAULT,
  STAFF_PAGE_SIZE_MAX,
  type SpamReason,
  type StaffErasure,
  type StaffErasureResult,
  type StaffFolder,
  type StaffMessage,
  type StaffMessageAbout,
  type StaffMessageChange,
  type StaffMessagePage,
  type StaffMessageQuery,
  type StaffSession,
  type StaffSignIn,
} from '@azmar/contract/content/staff-inbox';
import { STAFF_ROLES, type StaffRole } from '@azmar/contract/staff/roles';
import { isEmailAddress } from '@azmar/contract/content/email-address';
import { Transform } from 'class-transformer';
import { ContactMessageDto } from '../contact/contact-message.dto.js';
import { FieldCheck } from '../common/field-check.decorator.js';
import { PASSWORD_MAX } from '../users/username.js';

const SEARCH_MAX = 200;

const text = (label: string, max: number) => (value: unknown) =>
  typeof value !== 'string' || value.length === 0 ? `${label} is required` : value.length > max ? `${label} must be at most ${max} characters` : null;

export class StaffSignInDto implements StaffSignIn {
  @ApiProperty({ maxLength: 64, example: 'dara' })
  @FieldCheck(text('Username', 64))
  username: string;

  @ApiProperty({ maxLength: PASSWORD_MAX, format: 'password' })
  @FieldCheck(text('Password', PASSWORD_MAX))
  password: string;
}

export class StaffSessionDto implements StaffSession {
  @ApiProperty({ example: 'dara' }) username: string;
  @ApiProperty({ enum: STAFF_ROLES, isArray: true, description: 'What this person may do' }) roles: StaffRole[];
  @ApiProperty({ description: 'Send it in the X-CSRF-Token header of every POST, PATCH and DELETE' }) csrfToken: string;
  @ApiProperty({ format: 'date-time', description: 'When the session ends unless used before; each request moves it on, up to endsAt' }) expiresAt: string;
  @ApiProperty({ format: 'date-time', description: 'When the session ends however much it is used (STAFF_SESSION_MAX_HOURS after sign-in)' }) endsAt: string;
}

class BilingualTitleDto {
  @ApiProperty() en: string;
  @ApiProperty() ku: string;
}

export class StaffMessageAboutDto implements StaffMessageAbout {
  @ApiProperty({ enum: ABOUT_KINDS }) kind: AboutKind;
  @ApiProperty() id: number;
  @ApiProperty({ type: BilingualTitleDto, nullable: true, description: 'null once the item is gone' }) title: BilingualTitleDto | null;
}

export class StaffMessageDto extends ContactMessageDto implements StaffMessage {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) handledAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Username of whoever marked it handled' }) handledBy: string | null;
  @ApiProperty({ enum: STAFF_FOLDERS }) folder: StaffFolder;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: SPAM_REASONS,
    description: 'Why it is in the spam folder (staff: moved there by a person)',
  })
  spamReason: SpamReason | null;
  @ApiProperty({ type: String, nullable: true, enum: CONTACT_SOURCE_PAGES, description: 'The page whose button led to the form' })
  page: ContactSourcePage | null;
  @ApiProperty({ type: StaffMessageAboutDto, nullable: true }) about: StaffMessageAboutDto | null;
}

export class StaffMessagePageDto implements StaffMessagePage {
  @ApiProperty({ type: StaffMessageDto, isArray: true }) items: StaffMessageDto[];
  @ApiProperty({ description: 'Messages matching the filters, over all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

/** An optional field holding one of `allowed`: `folder must be inbox or spam`. */
const oneOf = (label: string, allowed: readonly unknown[]) => (value: unknown) =>
  value === undefined || allowed.includes(value) ? null : `${label} must be ${allowed.join(' or ')}`;

/** A query string's `true`/`false`; anything else is left for the check to refuse. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const toWhole = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
const trimmedOrAbsent = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const wholeBetween = (label: string, min: number, max: number) => (value: unknown) =>
  value === undefined || (typeof value === 'number' && value >= min && value <= max) ? null : `${label} must be a whole number from ${min} to ${max}`;

/** The filters of the list and of the CSV export. */
export class StaffMessageFilterDto implements Omit<StaffMessageQuery, 'page' | 'pageSize'> {
  @ApiPropertyOptional({ maxLength: SEARCH_MAX, description: 'Text looked for in name, email and message (case-insensitive substring)' })
  @Transform(trimmedOrAbsent)
  @FieldCheck((value) =>
    value === undefined || (typeof value === 'string' && value.length <= SEARCH_MAX) ? null : `q must be text of at most ${SEARCH_MAX} characters`,
  )
  q?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @FieldCheck(oneOf('language', LANGUAGES))
  language?: Language;

  @ApiPropertyOptional({ type: Boolean, description: 'true: handled only; false: waiting only' })
  @Transform(toBoolean)
  @FieldCheck(oneOf('handled', [true, false]))
  handled?: boolean;

  @ApiPropertyOptional({ enum: STAFF_FOLDERS, default: 'inbox' })
  @FieldCheck(oneOf('folder', STAFF_FOLDERS))
  folder?: StaffFolder;
}

/** The CSV export's query: the filters, and the language of its header line. */
export class StaffMessageExportQueryDto extends StaffMessageFilterDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'en', description: 'The language of the header line (the staff member’s)' })
  @FieldCheck(oneOf('lang', LANGUAGES))
  lang?: Language;
}

export class StaffMessageListQueryDto extends StaffMessageFilterDto implements StaffMessageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Transform(toWhole)
  @FieldCheck(wholeBetween('page', 1, 1_000_000))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: STAFF_PAGE_SIZE_MAX, default: STAFF_PAGE_SIZE_DEFAULT })
  @Transform(toWhole)
  @FieldCheck(wholeBetween('pageSize', 1, STAFF_PAGE_SIZE_MAX))
  pageSize?: number;
}

export class StaffMessageChangeDto implements StaffMessageChange {
  @ApiPropertyOptional({ description: 'true: mark handled (by the signed-in user, now); false: back to waiting' })
  @FieldCheck(oneOf('handled', [true, false]))
  handled?: boolean;

  @ApiPropertyOptional({ enum: STAFF_FOLDERS, description: 'spam: move to the spam folder; inbox: back to the inbox' })
  @FieldCheck(oneOf('folder', STAFF_FOLDERS))
  folder?: StaffFolder;
}

export class StaffErasureDto implements StaffErasure {
  @ApiProperty({ format: 'email', description: 'Every message from this address (any case) is deleted, in both folders' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @FieldCheck((value) => (typeof value === 'string' && value.length <= 254 && isEmailAddress(value) ? null : 'email must be an email address'))
  email: string;
}

export class StaffErasureResultDto implements StaffErasureResult {
  @ApiProperty({ description: 'How many messages were deleted' }) deleted: number;
}
