import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { StaffContentSummary } from '@azmar/contract/staff/content-items';
import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { fetchContentList, orderContent } from '../api/content-api';
import { contentKeys } from '../api/content-keys';

/** The items of a kind in display order, and moving one a step up or down (the new order takes effect at once). */
export function useContentList(kind: ContentKind) {
  const call = useStaffCall();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: contentKeys.list(kind), queryFn: () => fetchContentList(call, kind) });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => orderContent(call, kind, ids),
    onSuccess: (items) => queryClient.setQueryData<StaffContentSummary[]>(contentKeys.list(kind), items),
  });

  const move = (id: number, by: -1 | 1) => {
    const ids = (list.data ?? []).map((item) => item.id);
    const from = ids.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(to, 0, ...ids.splice(from, 1));
    reorder.mutate(ids);
  };

  return { list, move, moving: reorder.isPending, moveError: reorder.error };
}
