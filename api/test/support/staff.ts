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

/** Signs in and returns what the browser then holds: the cookie (name=value) and the CSRF token. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<{ cookie: string; csrfToken: string }> {
  const answer = await staffRequest<{ csrfToken: string }>(`${baseUrl}/api/staff/session`, 'POST', {}, { username, password });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { cookie, csrfToken: answer.body.csrfToken };
}
