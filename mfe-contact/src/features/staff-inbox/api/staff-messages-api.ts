import {
  STAFF_CSRF_HEADER,
  type StaffErasureResult,
  type StaffMessage,
  type StaffMessageChange,
  type StaffMessagePage,
  type StaffMessageQuery,
} from '@azmar/contract/content/staff-inbox';
import { apiRequest } from '@azmar/kit/api/api-client';
import { querySearch } from '../model/inbox-filters';

const MESSAGES_URL = '/api/staff/messages';
const csrf = (csrfToken: string) => ({ headers: { [STAFF_CSRF_HEADER]: csrfToken } });

export async function fetchMessagePage(query: StaffMessageQuery, signal?: AbortSignal): Promise<StaffMessagePage> {
  const search = querySearch(query);
  return (await apiRequest<StaffMessagePage>('GET', `${MESSAGES_URL}${search ? `?${search}` : ''}`, undefined, { signal })) as StaffMessagePage;
}

export async function fetchMessage(id: number, signal?: AbortSignal): Promise<StaffMessage> {
  return (await apiRequest<StaffMessage>('GET', `${MESSAGES_URL}/${id}`, undefined, { signal })) as StaffMessage;
}

/** Handled or back to waiting, to the spam folder or back, by the signed-in person (the API records who and when). */
export async function changeMessage(id: number, change: StaffMessageChange, csrfToken: string): Promise<StaffMessage> {
  return (await apiRequest<StaffMessage>('PATCH', `${MESSAGES_URL}/${id}`, change, csrf(csrfToken))) as StaffMessage;
}

export async function deleteMessage(id: number, csrfToken: string): Promise<void> {
  await apiRequest('DELETE', `${MESSAGES_URL}/${id}`, undefined, csrf(csrfToken));
}

/** Every message of one visitor, deleted at their request. */
export async function eraseVisitor(email: string, csrfToken: string): Promise<StaffErasureResult> {
  return (await apiRequest<StaffErasureResult>('POST', '/api/staff/erasures', { email }, csrf(csrfToken))) as StaffErasureResult;
}
