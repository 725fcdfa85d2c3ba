import { CONTACT_HONEYPOT_FIELD } from '@azmar/contract/content/contact-form-state';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive technology) and so
 * leave empty; robots that fill every field fill it too, and their message goes to the spam folder unmailed.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div className="contact-form__honeypot" aria-hidden="true">
      <label htmlFor="contact-website">{label}</label>
      <input id="contact-website" name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
