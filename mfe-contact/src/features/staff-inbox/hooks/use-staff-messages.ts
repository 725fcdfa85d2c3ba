import { useEffect } from 'react';
import type { StaffMessage, StaffMessageChange } from '@azmar/contract/content/staff-inbox';
import { ApiError } from '@azmar/kit/api/api-client';
import { useMutation, useQuery, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { staffKeys } from '../api/staff-inbox-keys';
import { changeMessage, deleteMessage, eraseVisitor, fetchMessage, fetchMessagePage } from '../api/staff-messages-api';
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

/** Mark handled or waiting, move to the spam folder or back; the lists are read again, since the message may have left one. */
export function useMessageChange(csrfToken: string, onSessionEnded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffMessageChange }) => changeMessage(id, change, csrfToken),
    onSuccess: (message: StaffMessage) => {
      queryClient.setQueryData(staffKeys.message(message.id), message);
      void queryClient.invalidateQueries({ queryKey: staffKeys.messageLists() });
    },
    onError: (error) => {
      if (isSessionGone(error)) onSessionEnded();
    },
  });
}

/** Delete one message for good; `onDeleted` then leaves its page. */
export function useMessageDeletion(csrfToken: string, onSessionEnded: () => void, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMessage(id, csrfToken),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: staffKeys.message(id) });
      void queryClient.invalidateQueries({ queryKey: staffKeys.messageLists() });
      onDeleted();
    },
    onError: (error) => {
      if (isSessionGone(error)) onSessionEnded();
    },
  });
}

/** Erase every message of one visitor, at their request. */
export function useVisitorErasure(csrfToken: string, onSessionEnded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => eraseVisitor(email, csrfToken),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: staffKeys.messages() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.messageLists() });
    },
    onError: (error) => {
      if (isSessionGone(error)) onSessionEnded();
    },
  });
}
