import { useState, type ChangeEvent, type FormEvent } from 'react';
import { validateContactMessage, type ContactField } from '@azmar/contract/content/contact-message-rules';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { useMutation, useQueryClient } from '@azmar/kit/api/react-query-subset';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { ContactSendError, sendContactMessage } from '../api/send-contact-message';
import { problemsFromRules, problemsFromServer, type FieldProblems } from '../model/field-problems';
import { retryAfterSeconds } from '../model/retry-after';

export type FormField = Exclude<ContactField, 'language'>;
export type FormValues = Record<FormField, string>;

export const EMPTY_VALUES: FormValues = { name: '', email: '', phone: '', message: '' };
export const FORM_FIELDS: readonly FormField[] = ['name', 'email', 'phone', 'message'];

/** How the last attempt ended, for the toast and the form's own notice. */
export type SendOutcome = { kind: 'sent' } | { kind: 'failed' } | { kind: 'rateLimited'; seconds: number | null };

export interface ContactFormCallbacks {
  onOutcome: (outcome: SendOutcome) => void;
  /** Where focus goes when the form has a problem: the first field with one. */
  onInvalid: (field: FormField) => void;
}

/**
 * The contact form's states (spec section 4): idle, submitting, then sent (form cleared, the cached
 * /api/contact data invalidated) or failed (everything typed kept). Fields are checked with the
 * contract's rules before anything is sent, and again by the API, whose per-field answer shows the same way.
 */
export function useContactForm({ onOutcome, onInvalid }: ContactFormCallbacks) {
  const language = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [problems, setProblems] = useState<FieldProblems>({});
  // After a first attempt each field is re-checked as it is typed, so a fixed problem disappears at once.
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  const [rateLimit, setRateLimit] = useState<number | null | undefined>(undefined);

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      setValues(EMPTY_VALUES);
      setProblems({});
      setCheckAsTyped(false);
      setRateLimit(undefined);
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
      const first = FORM_FIELDS.find((field) => serverProblems[field]);
      if (Object.keys(serverProblems).length > 0) setProblems(serverProblems);
      onOutcome({ kind: 'failed' });
      if (first) onInvalid(first);
    },
  });

  const onChange = (field: FormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    // From the current state, not this render's: typing fast must never drop what another field holds.
    setValues((current) => ({ ...current, [field]: value }));
    if (checkAsTyped) {
      const fieldProblem = problemsFromRules(validateContactMessage({ [field]: value, language }))[field];
      setProblems((current) => {
        const updated = { ...current };
        if (fieldProblem) updated[field] = fieldProblem;
        else delete updated[field];
        return updated;
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const input = { ...values, language };
    const found = problemsFromRules(validateContactMessage(input));
    setProblems(found);
    setCheckAsTyped(true);
    const first = FORM_FIELDS.find((field) => found[field]);
    if (first) {
      onInvalid(first);
      return;
    }
    setRateLimit(undefined);
    mutation.mutate({ name: values.name, email: values.email, phone: values.phone.trim() === '' ? null : values.phone, message: values.message, language });
  };

  return { values, problems, rateLimit, submitting: mutation.isPending, onChange, onSubmit };
}
