import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { Language } from '@azmar/contract/content/language';
import {
  staffContentItemPath,
  staffContentListPath,
  staffContentOrderPath,
  staffContentPreviewPath,
  staffContentPublishPath,
  staffContentRollbackPath,
  staffContentVersionsPath,
  type StaffContentItem,
  type StaffContentPreview,
  type StaffContentPublished,
  type StaffContentSave,
  type StaffContentSummary,
} from '@azmar/contract/staff/content-items';
import type { StaffContentVersion } from '@azmar/contract/staff/content-versions';
import { staffRequest, type StaffCall } from '../../../lib/staff-api';

// The item's version, as the API's ETag spells it: a save based on another version is refused (409), never merged.
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export const fetchContentList = (call: StaffCall, kind: ContentKind) => staffRequest<StaffContentSummary[]>(call, 'GET', staffContentListPath(kind));

export const fetchContentItem = (call: StaffCall, kind: ContentKind, id: number) => staffRequest<StaffContentItem>(call, 'GET', staffContentItemPath(kind, id));

export const createContentItem = (call: StaffCall, kind: ContentKind, draft: StaffContentSave) =>
  staffRequest<StaffContentItem>(call, 'POST', staffContentListPath(kind), draft);

export const saveContentItem = (call: StaffCall, kind: ContentKind, id: number, version: number, draft: StaffContentSave) =>
  staffRequest<StaffContentItem>(call, 'PUT', staffContentItemPath(kind, id), draft, ifMatch(version));

export const orderContent = (call: StaffCall, kind: ContentKind, ids: number[]) =>
  staffRequest<StaffContentSummary[]>(call, 'POST', staffContentOrderPath(kind), { ids });

export const publishContentItem = (call: StaffCall, kind: ContentKind, id: number, version: number, languages: Language[]) =>
  staffRequest<StaffContentPublished>(call, 'POST', staffContentPublishPath(kind, id), { languages }, ifMatch(version));

export const fetchContentVersions = (call: StaffCall, kind: ContentKind, id: number) =>
  staffRequest<StaffContentVersion[]>(call, 'GET', staffContentVersionsPath(kind, id));

export const rollbackContentItem = (call: StaffCall, kind: ContentKind, id: number, version: number) =>
  staffRequest<StaffContentPublished>(call, 'POST', staffContentRollbackPath(kind, id), {}, ifMatch(version));

export const previewContentItem = (call: StaffCall, kind: ContentKind, id: number) =>
  staffRequest<StaffContentPreview>(call, 'POST', staffContentPreviewPath(kind, id), {});
