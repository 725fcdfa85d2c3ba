import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_FORM_FIELDS,
  CONTACT_PAGE_FIELDS,
  EMPTY_CONTACT_FORM_VALUES,
  formTokenProblem,
  type ContactFormField,
  type ContactFormValues,
  type FormTokenProblem,
} from '@azmar/contract/content/contact-form-state';
import { hasHiddenCharacters, validateContactMessage, withoutHiddenCharacters } from '@azmar/contract/content/contact-message-rules';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { useMutation, useQueryClient } from '@azmar/kit/api/react-query-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { ContactSendError, sendContactMessage } from '../api/send-contact-message';
import { problemsFromRules, problemsFromServer, type FieldProblems } from '../model/field-problems';
import { retryAfterSeconds } from '../../../lib/retry-after';
import { newSubmissionId, serverFormState } from '../model/server-form-state';

/** How the last attempt ended, for the toast and the form's own notice. */
export type SendOutcome = { kind: 'sent' } | { kind: 'failed' } | { kind: 'rateLimited'; seconds: number | null };

interface ContactFormCallbacks {
  onOutcome: (outcome: SendOutcome) => void;
  /** Where focus goes when the form has a problem: the first field with one. */
  onInvalid: (field: ContactFormField) => void;
}

/** Every field without its hidden characters, and which fields held some. */
function cleaned(values: ContactFormValues): { values: ContactFormValues; hidden: ContactFormField[] } {
  const hidden = CONTACT_FORM_FIELDS.filter((field) => hasHiddenCharacters(values[field]));
  return { values: Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, withoutHiddenCharacters(values[field])])) as ContactFormValues, hidden };
}

/**
 * The contact form's states (docs/product.md §12): idle, submitting, then sent (form cleared, the cached
 * /api/contact data invalidated, a new form token asked for) or failed (everything typed kept). Fields are checked
 * with the contract's rules before anything is sent, and again by the API, whose per-field answer shows the same way.
 * Invisible and text-direction characters are taken out of a field as soon as they are in it, and the field says so.
 */
export function useContactForm({ onOutcome, onInvalid }: ContactFormCallbacks) {
  const language = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  // Started from the form the server rendered: after a post it answered (before this code ran, or without it),
  // the values typed, the problems found and how it ended, so the code draws the same form and loses nothing.
  const [server] = useState(() => serverFormState(queryClient));
  // The server refused hidden characters: the form shows the text without them, ready to be sent again.
  const [values, setValues] = useState<ContactFormValues>(() => cleaned(server.values).values);
  const [problems, setProblems] = useState<FieldProblems>(() => problemsFromServer(server.fields));
  // The API refused the form's token (expired, made up, or already used for another message): said above Send.
  const [tokenProblem, setTokenProblem] = useState<FormTokenProblem | null>(() =>
    server.fields.formToken ? (formTokenProblem(server.fields.formToken) ?? 'invalid') : null,
  );
  // After a first attempt each field is re-checked as it is typed, so a fixed problem disappears at once.
  const [checkAsTyped, setCheckAsTyped] = useState(server.outcome === 'invalid');
  const [rateLimit, setRateLimit] = useState<number | null | undefined>(server.outcome === 'rateLimited' ? server.retryAfterSeconds : undefined);
  // The server could not send a message posted before this code ran: said on the page until the next attempt.
  const [failedOnServer, setFailedOnServer] = useState(server.outcome === 'failed');
  // One id per message: the API stores one message however often the same one is sent (double submit, retry).
  const [submissionId, setSubmissionId] = useState(server.submissionId);

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      setSubmissionId(newSubmissionId());
      setValues(EMPTY_CONTACT_FORM_VALUES);
      setProblems({});
      setCheckAsTyped(false);
      setRateLimit(undefined);
      setTokenProblem(null);
      // A new form token as well: it sits under the contact key.
      void queryClient.invalidateQueries({ queryKey: contentKeys.contact() });
      onOutcome({ kind: 'sent' });
    },
    onError: (error: Error) => {
      const failure = error instanceof ContactSendError ? error : new ContactSendError(error.message, 0);
      if (failure.status === 429) {
        const seconds = retryAfterSeconds(failure.retryAfter);
        setRateLimit(seconds);
        onOutcome({ kind: 'rateLimited', seconds });
        return;
      }
      const serverProblems = problemsFromServer(failure.fields);
      const first = CONTACT_FORM_FIELDS.find((field) => serverProblems[field]);
      if (Object.keys(serverProblems).length > 0) setProblems(serverProblems);
      if (failure.fields.formToken) {
        setTokenProblem(formTokenProblem(failure.fields.formToken) ?? 'invalid');
        void queryClient.invalidateQueries({ queryKey: contentKeys.formToken() });
      }
      onOutcome({ kind: 'failed' });
      if (first) onInvalid(first);
    },
  });

  const setField = (field: ContactFormField, typed: string) => {
    const value = withoutHiddenCharacters(typed);
    // From the current state, not this render's: typing fast must never drop what another field holds.
    setValues((current) => ({ ...current, [field]: value }));
    if (value !== typed) {
      setProblems((current) => ({ ...current, [field]: { rule: 'hidden' } }));
    } else if (!checkAsTyped) {
      // The note that characters were taken out goes once the field is typed in again.
      setProblems((current) => {
        if (current[field]?.rule !== 'hidden') return current;
        const updated = { ...current };
        delete updated[field];
        return updated;
      });
    } else {
      const fieldProblem = problemsFromRules(validateContactMessage({ [field]: value, language }))[field];
      setProblems((current) => {
        const updated = { ...current };
        if (fieldProblem) updated[field] = fieldProblem;
        else delete updated[field];
        return updated;
      });
    }
  };

  const onChange = (field: ContactFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(field, event.target.value);

  /**
   * Text typed before this code took the form over is in the fields but not in the state: taken in once, as if
   * typed now, so it is neither lost nor sent as blank.
   */
  const adoptTypedValues = (typed: Partial<ContactFormValues>) => {
    for (const field of CONTACT_FORM_FIELDS) {
      const value = typed[field];
      if (value !== undefined && value !== values[field]) setField(field, value);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    // The fields as they stand: a press that lands while the code takes the form over is handled before the state
    // has taken in what was typed until then (the visitor would be told the fields are empty).
    const fields = new FormData(event.currentTarget);
    const typed = Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, String(fields.get(field) ?? values[field])])) as ContactFormValues;
    adoptTypedValues(typed);
    const { values: current, hidden } = cleaned(typed);
    const input = { ...current, language };
    const found = problemsFromRules(validateContactMessage(input));
    // Taken out, and said: the visitor looks at the field again before it is sent.
    for (const field of hidden) found[field] = { rule: 'hidden' };
    setProblems(found);
    setCheckAsTyped(true);
    const first = CONTACT_FORM_FIELDS.find((field) => found[field]);
    if (first) {
      onInvalid(first);
      return;
    }
    setRateLimit(undefined);
    setFailedOnServer(false);
    // What the page put in the form beside the visitor's fields: its token, the honeypot, where the visitor came from.
    // Only those with a value: without a token (the API was unreachable when the page was made) the message goes without.
    const page = Object.fromEntries(CONTACT_PAGE_FIELDS.flatMap((name) => (fields.get(name) ? [[name, String(fields.get(name))]] : [])));
    mutation.mutate({
      name: current.name,
      email: current.email,
      phone: current.phone.trim() === '' ? null : current.phone,
      message: current.message,
      language,
      submissionId,
      ...page,
    });
  };

  return {
    values,
    problems,
    rateLimit,
    failedOnServer,
    tokenProblem,
    submissionId,
    submitting: mutation.isPending,
    onChange,
    onSubmit,
    adoptTypedValues,
  };
}
