import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@azmar/contract/http/api-error-body';

/** The one error body the API sends (the kit's `ApiErrorBody`). */
export function apiError(statusCode: number, message: string, fields?: Record<string, string>): ApiErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
  };
}
