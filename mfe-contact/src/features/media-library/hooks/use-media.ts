import type { StaffMediaChange } from '@azmar/contract/staff/media';
import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { fetchMediaPage, MEDIA_LISTS_KEY, mediaListKey } from '../../../lib/media-list-api';
import { changeMediaAlt, deleteMedia, uploadMedia } from '../api/media-api';

/** The uploads, newest first; uploading one more, changing one's alt text, deleting one no item uses. */
export function useMedia(page: number) {
  const call = useStaffCall();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MEDIA_LISTS_KEY });
  const list = useQuery({ queryKey: mediaListKey({ page }), queryFn: () => fetchMediaPage(call, { page }) });
  const upload = useMutation({
    mutationFn: ({ file, altEn, altKu }: { file: File; altEn: string; altKu: string }) => uploadMedia(call, file, altEn, altKu),
    onSuccess: refresh,
  });
  const changeAlt = useMutation({ mutationFn: ({ id, ...change }: StaffMediaChange & { id: string }) => changeMediaAlt(call, id, change), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: string) => deleteMedia(call, id), onSuccess: refresh });
  return { list, upload, changeAlt, remove };
}
