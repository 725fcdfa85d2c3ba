import { useRef } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import { formatNumber } from '@azmar/kit/i18n/format-number';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { toast } from '@azmar/kit/toast/toast-store';
import { CONTACT_NAMESPACE } from '../../../i18n/register-contact-texts';
import { FORM_FIELDS, useContactForm, type FormField as Field, type SendOutcome } from '../hooks/use-contact-form';
import { problemText, type FieldProblem } from '../model/field-problems';
import { waitInWords } from '../model/retry-after';
import { FormField } from './form-field';
import './contact-form.css';

/** The id of the form's first field, which the closing call to action focuses. */
export const CONTACT_FIRST_FIELD_ID = 'contact-name';

const FIELD_SETUP: Record<Field, { type?: 'text' | 'email' | 'tel'; autoComplete?: string; required?: boolean; rows?: number; ltr?: boolean }> = {
  name: { autoComplete: 'name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true, ltr: true },
  phone: { type: 'tel', autoComplete: 'tel', ltr: true },
  message: { rows: 5, required: true },
};

/** 'Send us a Message': the form, its states, and the toasts that say how sending went. */
export function ContactForm() {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const waitText = (seconds: number | null) => {
    if (seconds === null) return null;
    const { unit, n } = waitInWords(seconds);
    return t(`contact.form.wait.${unit}`, { n: formatNumber(n, language) });
  };
  const rateLimitText = (seconds: number | null) => {
    const wait = waitText(seconds);
    return wait ? t('contact.form.rateLimited', { wait }) : t('common:contactResult.failure');
  };

  const onOutcome = (outcome: SendOutcome) => {
    if (outcome.kind === 'sent') {
      toast({ variant: 'success', title: t('common:actions.success'), description: t('common:contactResult.success') });
    } else {
      const description = outcome.kind === 'rateLimited' ? rateLimitText(outcome.seconds) : t('common:contactResult.failure');
      toast({ variant: 'error', title: t('common:errors.generic'), description });
    }
  };
  const form = useContactForm({ onOutcome, onInvalid: (field) => fieldRefs.current[field]?.focus() });

  const errorOf = (field: Field, problem: FieldProblem | undefined) => {
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
      <h2 id="contact-form-title" className="contact-section-title">
        {t('contact.form.title')}
      </h2>
      <p className="contact-section-intro">{t('contact.form.intro')}</p>
      <form className="contact-form" noValidate onSubmit={form.onSubmit} aria-busy={form.submitting} data-testid="contact-form">
        {FORM_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`contact-${field}`}
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
        {form.rateLimit !== undefined && (
          <p className="contact-form__notice" data-testid="contact-rate-limit">
            {rateLimitText(form.rateLimit)}
          </p>
        )}
        <button type="submit" className="contact-button contact-button--primary contact-form__submit" disabled={form.submitting}>
          {form.submitting && <span className="contact-form__spinner" aria-hidden="true" data-testid="contact-spinner" />}
          {form.submitting ? t('common:actions.loading') : t('common:actions.send')}
        </button>
      </form>
    </section>
  );
}
