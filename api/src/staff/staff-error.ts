import { HttpException } from '@nestjs/common';
import type { Language } from '@azmar/contract/content/language';
import type { StaffErrorCode } from '@azmar/contract/staff/roles';
import { STAFF_TEXTS } from './staff-texts.js';

/**
 * A refusal of the staff API: its `code`, its message in the staff member's language, and any other members the
 * answer carries (a conflict's `changedBy`…). The exception filter sends them as they are, beside statusCode and error.
 */
export class StaffError extends HttpException {
  constructor(status: number, code: StaffErrorCode, language: Language, extra: Record<string, unknown> = {}, message?: string) {
    super({ message: message ?? STAFF_TEXTS[code][language], code, ...extra }, status);
  }
}
