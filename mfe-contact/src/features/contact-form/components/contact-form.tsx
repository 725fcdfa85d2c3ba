import { useLayoutEffect, useRef } from 'react';
import { aboutValue, CONTACT_CONTEXT_PARAMS } from '@azmar/contract/content/contact-context';
import { CONTACT_FORM_FIELDS, CONTACT_SENT_PARAM, type ContactFormField } from '@azmar/contract/content/contact-form-state';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useQueryState } from '@azmar/kit/routing/query-state';
import { toast } from '@azmar/kit/toast/toast-store';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { buttonClass } from '@azmar/kit/ui/button';
import { CONTACT_NAMESPACE } from '../../../i18n/contact-texts';
import { useContactForm, type SendOutcome } from '../hooks/use-contact-form';
import { useContactContext } from '../hooks/use-contact-context';
import { useFormToken } from '../hooks/use-form-token';
import { problemText, type FieldProblem } from '../model/field-problems';
import { waitInWords } from '../../../lib/retry-after';
import { ContactAbout } from './contact-about';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import './contact-form.css';

/** The id of the form's first field, which the closing call to action focuses. */
export const CONTACT_FIRST_FIELD_ID = 'contact-name';

const FIELD_SETUP: Record<ContactFormField, { type?: 'text' | 'email' | 'tel'; autoComplete?: string; required?: boolean; rows?: number; ltr?: boolean }> = {
  name: { autoComplete: 'name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true, ltr: true },
  phone: { type: 'tel', autoComplete: 'tel', ltr: true },
  message: { rows: 5, required: true },
};

/** The form's own URL in the page's language, with where the visitor came from, so the page it answers keeps it. */
function formAction(language: string, context: ReturnType<typeof useContactContext>): string {
  const query = new URLSearchParams({ lang: language });
  if (context.page) query.set(CONTACT_CONTEXT_PARAMS.page, context.page);
  if (context.about) query.set(CONTACT_CONTEXT_PARAMS.about, aboutValue(context.about));
  return `/contact?${query.toString()}`;
}

/** 'Send us a Message': the form, its states, and the toasts that say how sending went. */
export function ContactForm() {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const context = useContactContext();
  const formToken = useFormToken();
  const fieldRefs = useRef<Partial<Record<ContactFormField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const waitText = (seconds: number | null) => {
    if (seconds === null) return null;
    const { unit, n } = waitInWords(seconds);
    return t(`contact.form.wait.${unit}`, { n: formatNumber(n, language) });
  };
  const rateLimitText = (seconds: number | null) => {
    const wait = waitText(seconds);
    return wait ? t('contact.form.rateLimited', { wait }) : t('common:contactResult.failure');
  };

  // `?sent=1`: the page a post sent without the page's code was redirected to (shell/server/contact-post.ts).
  const [sent, setSent] = useQueryState(CONTACT_SENT_PARAM, '');

  const onOutcome = (outcome: SendOutcome) => {
    if (outcome.kind === 'sent') {
      setSent('');
      toast({ variant: 'success', title: t('common:actions.success'), description: t('common:contactResult.success') });
    } else {
      const description = outcome.kind === 'rateLimited' ? rateLimitText(outcome.seconds) : t('common:contactResult.failure');
      toast({ variant: 'error', title: t('common:errors.generic'), description });
    }
  };
  const form = useContactForm({ onOutcome, onInvalid: (field) => fieldRefs.current[field]?.focus() });
  const { adoptTypedValues } = form;

  // A layout effect: it runs, and its state is rendered, before the browser hands the page any other event.
  useLayoutEffect(() => {
    // Once, when the code takes the form over: what the visitor typed before it ran is kept and used.
    adoptTypedValues(Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, fieldRefs.current[field]?.value])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before the hydration
  }, []);

  const errorOf = (field: ContactFormField, problem: FieldProblem | undefined) => {
    if (!problem) return undefined;
    const text = problemText(field, problem);
    if (!text) return problem.serverMessage;
    const numbers = Object.fromEntries(
      Object.entries({ min: text.min, max: text.max }).flatMap(([name, value]) => (value === undefined ? [] : [[name, formatNumber(value, language)]])),
    );
    return t(text.key, numbers);
  };

  return (
    <section className="contact-form-section" aria-labelledby="contact-form-title">
      <SectionHeading id="contact-form-title" title={t('contact.form.title')} subtitle={t('contact.form.intro')} align="start" />
      {sent === '1' && (
        <p className="contact-form__notice contact-form__notice--success" role="status" data-testid="contact-sent">
          <strong>{t('common:actions.success')}</strong> {t('common:contactResult.success')}
        </p>
      )}
      {/* Posts to the page itself in its language: without the page's code the server checks, sends and answers it. */}
      <form
        className="contact-form"
        method="post"
        action={formAction(language, context)}
        noValidate
        onSubmit={form.onSubmit}
        aria-busy={form.submitting}
        data-testid="contact-form"
      >
        <input type="hidden" name="submissionId" value={form.submissionId} />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="formToken" value={formToken.token} />
        {context.page && <input type="hidden" name="page" value={context.page} />}
        {context.about && context.aboutTitle && (
          <>
            <input type="hidden" name="about" value={aboutValue(context.about)} />
            <ContactAbout label={t('contact.form.about')} title={context.aboutTitle} />
          </>
        )}
        {CONTACT_FORM_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`contact-${field}`}
            name={field}
            label={t(`contact.form.${field}`)}
            hint={field === 'phone' ? t('contact.form.optional') : undefined}
            placeholder={field === 'message' ? t('contact.form.messagePlaceholder') : undefined}
            value={form.values[field]}
            error={errorOf(field, form.problems[field])}
            onChange={form.onChange(field)}
            inputRef={(element) => {
              fieldRefs.current[field] = element;
            }}
            {...FIELD_SETUP[field]}
          />
        ))}
        <HoneypotField label={t('contact.form.honeypot')} />
        {form.tokenProblem && (
          <p className="contact-form__notice" role="alert" data-testid="contact-token-problem">
            {t(`contact.form.token.${form.tokenProblem}`)}
          </p>
        )}
        {form.failedOnServer && (
          <p className="contact-form__notice" role="alert" data-testid="contact-failed">
            {t('common:contactResult.failure')}
          </p>
        )}
        {form.rateLimit !== undefined && (
          <p className="contact-form__notice" data-testid="contact-rate-limit">
            {rateLimitText(form.rateLimit)}
          </p>
        )}
        <button type="submit" className={`${buttonClass()} contact-form__submit`} disabled={form.submitting}>
          {form.submitting && <span className="contact-form__spinner" aria-hidden="true" data-testid="contact-spinner" />}
          {form.submitting ? t('common:actions.loading') : t('common:actions.send')}
        </button>
      </form>
    </section>
  );
}
