import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useInboxFilters } from '../hooks/use-inbox-filters';
import { MessageList } from './message-list';
import { MessageView } from './message-view';

export interface StaffInboxProps {
  csrfToken: string;
  /** The API answered 401: the session ended, so the staff area asks for a new sign-in. */
  onSessionEnded: () => void;
}

/** The inbox section of the staff area, for a signed-in person: the list, or the message open. */
export function StaffInbox({ csrfToken, onSessionEnded }: StaffInboxProps) {
  const language = useLanguageStore((state) => state.language);
  const inbox = useInboxFilters();
  return (
    <div data-testid="staff-inbox">
      {inbox.openId === null ? (
        <MessageList
          filters={inbox.filters}
          csrfToken={csrfToken}
          onFilters={inbox.change}
          onPage={inbox.goToPage}
          onOpen={inbox.open}
          onSessionEnded={onSessionEnded}
        />
      ) : (
        <MessageView
          key={inbox.openId}
          id={inbox.openId}
          csrfToken={csrfToken}
          backHref={`/staff?lang=${language}${inbox.filters.folder === 'spam' ? '&folder=spam' : ''}`}
          onBack={inbox.close}
          onSessionEnded={onSessionEnded}
        />
      )}
    </div>
  );
}
