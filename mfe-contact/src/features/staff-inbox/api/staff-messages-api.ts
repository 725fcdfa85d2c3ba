import type { StaffErasureResult, StaffMessage, StaffMessageChange, StaffMessagePage, StaffMessageQuery } from '@azmar/contract/content/staff-inbox';
import { apiRequest } from '@azmar/kit/api/api-client';
import { staffHeaders, staffRequest, type StaffCall } from '../../../lib/staff-api';
import { querySearch } from '../model/inbox-filters';

const MESSAGES_URL = '/api/staff/messages';

// A read left behind (another page, another message) is cancelled, not waited for.
const read = async <T>(call: StaffCall, url: string, signal: AbortSignal) =>
  (await apiRequest<T>('GET', url, undefined, { headers: staffHeaders(call), signal })) as T;

export function fetchMessagePage(call: StaffCall, query: StaffMessageQuery, signal: AbortSignal) {
  const search = querySearch(query);
  return read<StaffMessagePage>(call, `${MESSAGES_URL}${search ? `?${search}` : ''}`, signal);
}

export const fetchMessage = (call: StaffCall, id: number, signal: AbortSignal) => read<StaffMessage>(call, `${MESSAGES_URL}/${id}`, signal);

/** Handled or back to waiting, to the spam folder or back, by the signed-in person (the API records who and when). */
export const changeMessage = (call: StaffCall, id: number, change: StaffMessageChange) =>
  staffRequest<StaffMessage>(call, 'PATCH', `${MESSAGES_URL}/${id}`, change);

export const deleteMessage = (call: StaffCall, id: number) => staffRequest<null>(call, 'DELETE', `${MESSAGES_URL}/${id}`);

/** Every message of one visitor, deleted at their request. */
export const eraseVisitor = (call: StaffCall, email: string) => staffRequest<StaffErasureResult>(call, 'POST', '/api/staff/erasures', { email });
