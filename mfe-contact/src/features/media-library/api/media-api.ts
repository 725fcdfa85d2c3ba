import { MEDIA_UPLOAD_FIELDS, STAFF_MEDIA_PATH, staffMediaItemPath, type StaffMedia, type StaffMediaChange } from '@azmar/contract/staff/media';
import { throwIfNotOk } from '@azmar/kit/api/api-client';
import { staffHeaders, staffRequest, type StaffCall } from '../../../lib/staff-api';

export const changeMediaAlt = (call: StaffCall, id: string, change: StaffMediaChange) =>
  staffRequest<StaffMedia>(call, 'PATCH', staffMediaItemPath(id), change);

/** Refused (409 `media.in-use`, with `usedBy`) while an item uses the upload. */
export const deleteMedia = (call: StaffCall, id: string) => staffRequest<null>(call, 'DELETE', staffMediaItemPath(id));

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
