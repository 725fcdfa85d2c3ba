import { STAFF_CSRF_HEADER, type StaffMessage, type StaffMessagePage, type StaffMessageQuery } from '@azmar/contract/content/staff-inbox';
import { apiRequest } from '@azmar/kit/api/api-client';
import { querySearch } from '../model/inbox-filters';

const MESSAGES_URL = '/api/staff/messages';

export async function fetchMessagePage(query: StaffMessageQuery, signal?: AbortSignal): Promise<StaffMessagePage> {
  const search = querySearch(query);
  return (await apiRequest<StaffMessagePage>('GET', `${MESSAGES_URL}${search ? `?${search}` : ''}`, undefined, { signal })) as StaffMessagePage;
}

export async function fetchMessage(id: number, signal?: AbortSignal): Promise<StaffMessage> {
  return (await apiRequest<StaffMessage>('GET', `${MESSAGES_URL}/${id}`, undefined, { signal })) as StaffMessage;
}

/** Handled or back to waiting, by the signed-in person (the API records who and when). */
export async function changeHandled(id: number, handled: boolean, csrfToken: string): Promise<StaffMessage> {
  return (await apiRequest<StaffMessage>('PATCH', `${MESSAGES_URL}/${id}`, { handled }, { headers: { [STAFF_CSRF_HEADER]: csrfToken } })) as StaffMessage;
}
