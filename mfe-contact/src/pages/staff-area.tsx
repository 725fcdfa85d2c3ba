import { lazy, Suspense } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { SignInForm } from '../features/staff-session/components/sign-in-form';
import { useIsBrowser } from '../features/staff-session/hooks/use-is-browser';
import { useStaffSession } from '../features/staff-session/hooks/use-staff-session';
import { INBOX_NAMESPACE } from '../i18n/contact-texts';

// The studio (antd's layout, tables, forms, upload…) is a chunk of its own, fetched only once someone has signed
// in here: /contact, which loads this remote too, never downloads it.
const StaffStudio = lazy(() => import('./staff-studio').then((module) => ({ default: module.StaffStudio })));

/**
 * The staff area. The server, and the browser until the page's code runs, draw the sign-in form: the page's HTML is
 * the same for everyone and holds nothing private. In the browser the session is then asked for; signed in, the
 * studio replaces the form.
 */
export function StaffArea() {
  return useIsBrowser() ? <StaffSessionGate /> : <SignInForm />;
}

function StaffSessionGate() {
  const staff = useStaffSession();
  const { t } = useTranslation(INBOX_NAMESPACE);
  if (!staff.session) {
    return <SignInForm onSignIn={staff.signIn} signingIn={staff.signingIn || staff.checking} problem={staff.signInProblem} ended={staff.ended} />;
  }
  return (
    <Suspense
      fallback={
        <p className="inbox-muted" role="status" data-testid="staff-loading">
          {t('common:actions.loading')}
        </p>
      }
    >
      <StaffStudio staff={staff} session={staff.session} />
    </Suspense>
  );
}
