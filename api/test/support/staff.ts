import type { DataSource } from 'typeorm';
import { createOrResetUser } from '../../src/users/user-accounts.js';

export interface StaffAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** One request to the API with the headers a browser would send (Cookie, Origin, X-CSRF-Token…). */
export async function staffRequest<T = unknown>(url: string, method = 'GET', headers: Record<string, string> = {}, body?: unknown): Promise<StaffAnswer<T>> {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('application/json') && text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, body: json as T, text };
}

export async function addStaff(dataSource: DataSource, username: string, password: string): Promise<void> {
  await createOrResetUser(dataSource, username, password);
}

/** The `name=value` of the cookie `name` an answer sets, if it sets one. */
function cookieSet(headers: Headers, name: string): string | null {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line ? line.split(';')[0]! : null;
}

/** The whole Set-Cookie line of `name`, attributes and all. */
export function setCookieLine(headers: Headers, name: string): string | null {
  return headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? null;
}

/**
 * Signs in and returns what the browser then holds: the session cookie (name=value), the CSRF token, and the mark the
 * API gives a browser that signed in (`browser`, name=value), sent back on later sign-ins when `browser` is given.
 */
export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  options: { browser?: string; headers?: Record<string, string> } = {},
): Promise<{ cookie: string; csrfToken: string; browser: string }> {
  const headers = { ...options.headers, ...(options.browser ? { cookie: options.browser } : {}) };
  const answer = await staffRequest<{ csrfToken: string }>(`${baseUrl}/api/staff/session`, 'POST', headers, { username, password });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
  return { cookie: cookieSet(answer.headers, 'azmar_staff')!, csrfToken: answer.body.csrfToken, browser: cookieSet(answer.headers, 'azmar_staff_browser')! };
}

/** A staff account with the given roles (the command line makes administrators; the studio sets roles). */
export async function addStaffWithRoles(dataSource: DataSource, username: string, password: string, roles: string[]): Promise<void> {
  await createOrResetUser(dataSource, username, password);
  await dataSource.query('UPDATE users SET roles = ? WHERE username = ?', [roles.join(','), username]);
}

/** What a signed-in browser sends with a change: its cookie, its CSRF token and the site's own Origin. */
export function changeHeaders(baseUrl: string, session: { cookie: string; csrfToken: string }, extra: Record<string, string> = {}): Record<string, string> {
  return { cookie: session.cookie, 'x-csrf-token': session.csrfToken, origin: new URL(baseUrl).origin, ...extra };
}
