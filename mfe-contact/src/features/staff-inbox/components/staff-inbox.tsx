import type { StaffSession } from '@azmar/contract/content/staff-inbox';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useInboxFilters } from '../hooks/use-inbox-filters';
import { useIsBrowser } from '../hooks/use-is-browser';
import { useStaffSession, type StaffSessionState } from '../hooks/use-staff-session';
import { InboxBar } from './inbox-bar';
import { MessageList } from './message-list';
import { MessageView } from './message-view';
import { SignInForm } from './sign-in-form';
import './staff-inbox.css';

/**
 * The inbox. The server, and the browser until the page's code runs, draw the sign-in form: the page's HTML is the
 * same for everyone and holds nothing private. In the browser the session is then asked for; signed in, the list
 * or the open message replaces the form.
 */
export function StaffInbox() {
  return useIsBrowser() ? <InboxSession /> : <SignInForm />;
}

function InboxSession() {
  const staff = useStaffSession();
  if (!staff.session) {
    return <SignInForm onSignIn={staff.signIn} signingIn={staff.signingIn || staff.checking} problem={staff.signInProblem} ended={staff.ended} />;
  }
  return <SignedIn staff={staff} session={staff.session} />;
}

function SignedIn({ staff, session }: { staff: StaffSessionState; session: StaffSession }) {
  const language = useLanguageStore((state) => state.language);
  const inbox = useInboxFilters();
  return (
    <div className="inbox-signed-in">
      <InboxBar username={session.username} onSignOut={staff.signOut} signingOut={staff.signingOut} />
      {inbox.openId === null ? (
        <MessageList
          filters={inbox.filters}
          csrfToken={session.csrfToken}
          onFilters={inbox.change}
          onPage={inbox.goToPage}
          onOpen={inbox.open}
          onSessionEnded={staff.ended401}
        />
      ) : (
        <MessageView
          key={inbox.openId}
          id={inbox.openId}
          csrfToken={session.csrfToken}
          backHref={`/inbox?lang=${language}${inbox.filters.folder === 'spam' ? '&folder=spam' : ''}`}
          onBack={inbox.close}
          onSessionEnded={staff.ended401}
        />
      )}
    </div>
  );
}
