import { RouteHero } from '@azmar/kit/ui/route-hero.tsx';
import { CONTACT_NAMESPACE } from '../i18n/contact-texts';
import { BusinessHours } from '../features/business-hours/components/business-hours';
import { ClosingCta } from '../features/closing-cta/components/closing-cta';
import { CONTACT_FIRST_FIELD_ID, ContactForm } from '../features/contact-form/components/contact-form';
import { GetInTouch } from '../features/get-in-touch/components/get-in-touch';
import { OfficeMap } from '../features/office-map/components/office-map';
import './contact-page.css';

/** /contact: the hero, the form beside the ways to reach us and the hours, the map, the closing call to action. */
export function ContactPage() {
  return (
    <>
      <RouteHero namespace={CONTACT_NAMESPACE} page="contact" />
      <div className="contact-page">
        <div className="contact-page__columns">
          <ContactForm />
          <div className="contact-page__aside">
            <GetInTouch />
            <BusinessHours />
          </div>
        </div>
        <OfficeMap />
      </div>
      <ClosingCta firstFieldId={CONTACT_FIRST_FIELD_ID} />
    </>
  );
}
