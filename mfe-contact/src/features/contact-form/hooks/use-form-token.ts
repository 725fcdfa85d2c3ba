import { useEffect } from 'react';
import type { ContactFormToken } from '@azmar/contract/content/contact-form-state';
import { useQuery } from '@azmar/kit/api/react-query-facade';
import { useServerRead } from '@azmar/kit/render/request-context';
import { contentKeys } from '@azmar/kit/api/content-query-keys';

/**
 * The signed one-time token the form carries (the API checks it, and that the form was not sent too soon after it
 * was made). The server render asks for it, so the form works before its code runs; the page's code takes it over
 * and asks for a new one after each message sent. Empty while there is none (the API unreachable): a form sent
 * without JavaScript is then answered with the form again and a fresh token, and the page's code asks for one.
 */
export function useFormToken(): { token: string; renew: () => Promise<unknown> } {
  useServerRead(contentKeys.formToken());
  const { data, refetch } = useQuery<ContactFormToken>({ queryKey: contentKeys.formToken() });
  // The gateway sends the page with an empty token when the API could not make one (shell/server/form-marks.ts).
  const missing = data?.formToken === '';
  useEffect(() => {
    if (missing) void refetch();
  }, [missing, refetch]);
  return { token: data?.formToken ?? '', renew: () => refetch() };
}
