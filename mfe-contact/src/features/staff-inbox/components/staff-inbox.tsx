import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useInboxFilters } from '../hooks/use-inbox-filters';
import { MessageList } from './message-list';
import { MessageView } from './message-view';

/** The inbox section of the staff area, for a signed-in person: the list, or the message open. */
export function StaffInbox() {
  const language = useLanguageStore((state) => state.language);
  const inbox = useInboxFilters();
  return (
    <div data-testid="staff-inbox">
      {inbox.openId === null ? (
        <MessageList filters={inbox.filters} onFilters={inbox.change} onPage={inbox.goToPage} onOpen={inbox.open} />
      ) : (
        <MessageView
          key={inbox.openId}
          id={inbox.openId}
          backHref={`/staff?lang=${language}${inbox.filters.folder === 'spam' ? '&folder=spam' : ''}`}
          onBack={inbox.close}
        />
      )}
    </div>
  );
}
