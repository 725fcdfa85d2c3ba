import { staffMediaListUrl, type StaffMediaPage, type StaffMediaQuery } from '@azmar/contract/staff/media';
import { staffRequest, type StaffCall } from './staff-api';
import { STAFF_QUERY_ROOT } from './staff-query-keys';

/** One page of the uploads, newest first: the media section's list and the editors' media picker. */
export const fetchMediaPage = (call: StaffCall, query: StaffMediaQuery) => staffRequest<StaffMediaPage>(call, 'GET', staffMediaListUrl(query));

/** Every list of uploads lives under [staff, media]: an upload makes them all read again. */
export const mediaListKey = (query: StaffMediaQuery) => [STAFF_QUERY_ROOT, 'media', query] as const;
export const MEDIA_LISTS_KEY = [STAFF_QUERY_ROOT, 'media'] as const;
