import type { StaffMessage, StaffMessageChange } from '@azmar/contract/content/staff-inbox';
import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { useStaffCall } from '../../../hooks/use-staff-call';
import { staffKeys } from '../api/staff-inbox-keys';
import { changeMessage, deleteMessage, eraseVisitor, fetchMessage, fetchMessagePage } from '../api/staff-messages-api';
import { messageQuery, type InboxFilters } from '../model/inbox-filters';

/**
 * One page of the list. Read again each time it is shown (staff come back for new messages); the page shown
 * stays while the next one loads, so the list does not jump.
 */
export function useMessagePage(filters: InboxFilters) {
  const call = useStaffCall();
  const query = messageQuery(filters);
  return useQuery({
    queryKey: staffKeys.messagePage(query),
    queryFn: ({ signal }) => fetchMessagePage(call, query, signal),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useMessage(id: number) {
  const call = useStaffCall();
  return useQuery({ queryKey: staffKeys.message(id), queryFn: ({ signal }) => fetchMessage(call, id, signal), staleTime: 0 });
}

/** Mark handled or waiting, move to the spam folder or back; the lists are read again, since the message may have left one. */
export function useMessageChange() {
  const call = useStaffCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffMessageChange }) => changeMessage(call, id, change),
    onSuccess: (message: StaffMessage) => {
      queryClient.setQueryData(staffKeys.message(message.id), message);
      void queryClient.invalidateQueries({ queryKey: staffKeys.messageLists() });
    },
  });
}

/** Delete one message for good; `onDeleted` then leaves its page. */
export function useMessageDeletion(onDeleted: () => void) {
  const call = useStaffCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMessage(call, id),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: staffKeys.message(id) });
      void queryClient.invalidateQueries({ queryKey: staffKeys.messageLists() });
      onDeleted();
    },
  });
}

/** Erase every message of one visitor, at their request. */
export function useVisitorErasure() {
  const call = useStaffCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => eraseVisitor(call, email),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: staffKeys.messages() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.messageLists() });
    },
  });
}
