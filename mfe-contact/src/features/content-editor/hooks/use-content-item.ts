import type { ContentKind } from '@azmar/contract/content/content-dates';
import type { Language } from '@azmar/contract/content/language';
import type { AnyContentDraft, StaffContentItem, StaffContentSummary } from '@azmar/contract/staff/content-items';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { createContentItem, fetchContentItem, previewContentItem, publishContentItem, rollbackContentItem, saveContentItem } from '../api/content-api';
import { contentKeys } from '../api/content-keys';

/**
 * One item: read, saved as a draft (a new one created), published, rolled back, previewed. Every change sends the
 * version it was based on; the API refuses one based on an older version (409, naming who changed it), and the
 * item is then left as the other person saved it until the staff member reloads.
 */
export function useContentItem(kind: ContentKind, id: number | 'new', onCreated: (id: number) => void) {
  const call = useStaffCall();
  const queryClient = useQueryClient();
  // Bumped by a reload: the form then opens afresh on what the API holds now.
  const [generation, setGeneration] = useState(0);
  const item = useQuery({
    queryKey: contentKeys.item(kind, typeof id === 'number' ? id : 0),
    queryFn: () => fetchContentItem(call, kind, id as number),
    enabled: id !== 'new',
  });

  const keep = (next: StaffContentItem) => {
    queryClient.setQueryData(contentKeys.item(kind, next.id), next);
    queryClient.setQueryData<StaffContentSummary[]>(contentKeys.list(kind), (list) =>
      list?.map((row) => (row.id === next.id ? { ...row, ...summaryOf(next) } : row)),
    );
    void queryClient.invalidateQueries({ queryKey: contentKeys.list(kind) });
  };

  const save = useMutation({
    mutationFn: (draft: AnyContentDraft) =>
      id === 'new' ? createContentItem(call, kind, draft) : saveContentItem(call, kind, id, (item.data as StaffContentItem).version, draft),
    onSuccess: (next) => {
      keep(next);
      if (id === 'new') onCreated(next.id);
    },
  });
  const publish = useMutation({
    mutationFn: (languages: Language[]) => publishContentItem(call, kind, id as number, (item.data as StaffContentItem).version, languages),
    onSuccess: (published) => {
      keep(published.item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.versions(kind, id as number) });
    },
  });
  const rollback = useMutation({
    mutationFn: () => rollbackContentItem(call, kind, id as number, (item.data as StaffContentItem).version),
    onSuccess: (published) => {
      keep(published.item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.versions(kind, id as number) });
      // The draft is now the restored content: the form opens afresh on it.
      setGeneration((count) => count + 1);
    },
  });
  const preview = useMutation({ mutationFn: () => previewContentItem(call, kind, id as number) });
  /** Reads the item again (after a conflict), forgetting the refused change. */
  const reload = async () => {
    save.reset();
    publish.reset();
    rollback.reset();
    await item.refetch();
    setGeneration((count) => count + 1);
  };

  return { item, save, publish, rollback, preview, reload, generation };
}

function summaryOf(item: StaffContentItem): Partial<StaffContentSummary> {
  const { draft: _draft, published: _published, missing: _missing, ...summary } = item;
  return summary;
}
