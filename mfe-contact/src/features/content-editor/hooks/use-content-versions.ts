import type { ContentKind } from '@azmar/contract/content/content-dates';
import { useQuery } from '@azmar/kit/api/react-query-facade';
import type { StaffCall } from '../../../lib/staff-api';
import { fetchContentVersions } from '../api/content-api';
import { contentKeys } from '../api/content-keys';

/** An item's published versions, newest first. */
export function useContentVersions(call: StaffCall, kind: ContentKind, id: number) {
  return useQuery({ queryKey: contentKeys.versions(kind, id), queryFn: () => fetchContentVersions(call, kind, id) });
}
