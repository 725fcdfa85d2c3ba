import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { useEndOn401 } from '../../../hooks/use-end-on-401';
import type { StaffCall } from '../../../lib/staff-api';
import { STAFF_QUERY_ROOT } from '../../../lib/staff-query-keys';
import { fetchMediaPage, uploadMedia } from '../api/media-api';

const mediaKey = (page: number) => [STAFF_QUERY_ROOT, 'media', page] as const;

/** The uploads, newest first, and uploading one more. */
export function useMedia(call: StaffCall, page: number, onSessionEnded: () => void) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: mediaKey(page), queryFn: () => fetchMediaPage(call, page) });
  const upload = useMutation({
    mutationFn: ({ file, altEn, altKu }: { file: File; altEn: string; altKu: string }) => uploadMedia(call, file, altEn, altKu),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'media'] }),
  });
  useEndOn401(list.error ?? upload.error, onSessionEnded);
  return { list, upload };
}
