import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile, localize } from '@azmar/kit/profile/company-profile';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { ContactIcon } from '../../../components/contact-icon';
import { NewTabLink } from '../../../components/new-tab-link';
import { CONTACT_NAMESPACE } from '../../../i18n/contact-texts';
import { mapEmbedAllowed } from '../api/map-embed-allowed';
import { useNearViewport } from '../hooks/use-near-viewport';
import { OfficeMapDrawing } from './office-map-drawing';
import { OfficeMapLive, type LiveMapOutcome } from './office-map-live';
import './office-map.css';

/**
 * 'Find Us on the Map'. The drawn map shows first and stays underneath; the live map (the profile's
 * embed of the office's coordinates) is requested only when the section comes near the viewport, only
 * when the site's policy allows its origin and the browser is online, and covers the drawing only once
 * its page has loaded. When the map host cannot be reached the live map is dropped and the drawing stays.
 * The "open in maps" link is there in every case.
 */
export function OfficeMap() {
  const { t } = useTranslation(CONTACT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { map } = companyProfile;
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef);
  const [allowed, setAllowed] = useState(false);
  const [outcome, setOutcome] = useState<LiveMapOutcome | null>(null);

  useEffect(() => {
    if (!near || !navigator.onLine) return;
    let current = true;
    void mapEmbedAllowed(map.embedUrl).then((result) => {
      if (current) setAllowed(result);
    });
    return () => {
      current = false;
    };
  }, [near, map.embedUrl]);

  const live = outcome === 'live';
  return (
    <section className="office-map" aria-labelledby="office-map-title" data-testid="office-map">
      <SectionHeading id="office-map-title" title={t('contact.map.title')} subtitle={t('contact.map.intro')} align="start" />
      <div ref={frameRef} className="office-map__frame" data-map-state={outcome ?? (allowed ? 'loading' : 'drawing')}>
        <OfficeMapDrawing
          label={t('contact.map.fallbackLabel')}
          roadLabel={t('contact.map.roadLabel')}
          officeLabel={t('contact.map.officeLabel')}
          covered={live}
        />
        {allowed && outcome !== 'unreachable' && <OfficeMapLive url={map.embedUrl} title={localize(map.title, language)} live={live} onOutcome={setOutcome} />}
      </div>
      <p className="office-map__link-row">
        <ContactIcon name="pin" />
        <NewTabLink className="office-map__link" href={map.linkUrl}>
          {t('contact.map.openInMaps')}
        </NewTabLink>
      </p>
    </section>
  );
}
