import { STAFF_CSRF_HEADER } from '@azmar/contract/content/staff-inbox';
import type { Language } from '@azmar/contract/content/language';
import { apiRequest, ApiError } from '@azmar/kit/api/api-client';

/** What a staff request needs besides its URL: the session's CSRF token (changes) and the staff member's language. */
export interface StaffCall {
  csrfToken: string;
  language: Language;
}

/**
 * The staff API's headers: the CSRF token every change carries, and the language the API words its refusals in
 * (`ckb` gets Sorani, anything else English), so a refusal is shown exactly as the API says it.
 */
export function staffHeaders({ csrfToken, language }: StaffCall, more: Record<string, string> = {}): Record<string, string> {
  return { [STAFF_CSRF_HEADER]: csrfToken, 'Accept-Language': language === 'ku' ? 'ckb' : 'en', ...more };
}

export async function staffRequest<T>(call: StaffCall, method: string, url: string, body?: unknown, more: Record<string, string> = {}): Promise<T> {
  return (await apiRequest<T>(method, url, body, { headers: staffHeaders(call, more) })) as T;
}

/** An error answer of the staff API, read: its words (already in the staff member's language), code and fields. */
export interface StaffProblem {
  status: number;
  message: string;
  code: string | null;
  fields: Record<string, string>;
  /** The whole body, for answers with more (a 409's `changedBy`). */
  body: Record<string, unknown>;
}

export function staffProblem(error: unknown): StaffProblem | null {
  if (!(error instanceof ApiError)) return null;
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): the status alone says what happened.
  }
  const fields = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
  return {
    status: error.status,
    message: typeof body.message === 'string' ? body.message : '',
    code: typeof body.code === 'string' ? body.code : null,
    fields,
    body,
  };
}
