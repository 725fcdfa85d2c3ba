import { useEffect } from 'react';
import type { StaffMessage } from '@azmar/contract/content/staff-inbox';
import { ApiError } from '@azmar/kit/api/api-client';
import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { staffKeys } from '../api/staff-inbox-keys';
import { changeHandled, fetchMessage, fetchMessagePage } from '../api/staff-messages-api';
import { messageQuery, type InboxFilters } from '../model/inbox-filters';

const isSessionGone = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A 401 on any read means the session ended (idle too long, signed out elsewhere, account removed). */
function useEndsSessionOn401(error: unknown, onSessionEnded: () => void) {
  useEffect(() => {
    if (isSessionGone(error)) onSessionEnded();
  }, [error, onSessionEnded]);
}

/**
 * One page of the list. Read again each time it is shown (staff come back for new messages); the page shown
 * stays while the next one loads, so the list does not jump.
 */
export function useMessagePage(filters: InboxFilters, onSessionEnded: () => void) {
  const query = messageQuery(filters);
  const page = useQuery({
    queryKey: staffKeys.messagePage(query),
    queryFn: ({ signal }) => fetchMessagePage(query, signal),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
  useEndsSessionOn401(page.error, onSessionEnded);
  return page;
}

export function useMessage(id: number, onSessionEnded: () => void) {
  const message = useQuery({ queryKey: staffKeys.message(id), queryFn: ({ signal }) => fetchMessage(id, signal), staleTime: 0 });
  useEndsSessionOn401(message.error, onSessionEnded);
  return message;
}

/** Mark handled or waiting; the lists are read again, since the message may have left a filtered one. */
export function useHandledChange(csrfToken: string, onSessionEnded: () => void) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => changeHandled(id, handled, csrfToken),
    onSuccess: (message: StaffMessage) => {
      queryClient.setQueryData(staffKeys.message(message.id), message);
      void queryClient.invalidateQueries({ queryKey: staffKeys.messageLists() });
    },
    onError: (error) => {
      if (isSessionGone(error)) onSessionEnded();
    },
  });
  return change;
}
