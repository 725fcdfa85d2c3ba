import { MEDIA_UPLOAD_FIELDS, STAFF_MEDIA_PATH, type StaffMedia, type StaffMediaPage } from '@azmar/contract/staff/media';
import { throwIfNotOk } from '@azmar/kit/api/api-client';
import { staffHeaders, staffRequest, type StaffCall } from '../../../lib/staff-api';

export const fetchMediaPage = (call: StaffCall, page: number) => staffRequest<StaffMediaPage>(call, 'GET', `${STAFF_MEDIA_PATH}?page=${page}`);

/** One upload as multipart form data (the browser sets its boundary): the file and its alt text in both languages. */
export async function uploadMedia(call: StaffCall, file: File, altEn: string, altKu: string): Promise<StaffMedia> {
  const body = new FormData();
  body.set(MEDIA_UPLOAD_FIELDS.file, file, file.name);
  body.set(MEDIA_UPLOAD_FIELDS.altEn, altEn);
  body.set(MEDIA_UPLOAD_FIELDS.altKu, altKu);
  const response = await fetch(STAFF_MEDIA_PATH, { method: 'POST', body, credentials: 'include', headers: staffHeaders(call) });
  await throwIfNotOk(response);
  return (await response.json()) as StaffMedia;
}
