import { registerAboutTexts } from '../../i18n/register-about-texts';
import { CompanyOverview } from './company-overview';
import { CoreValues } from './core-values';
import { PartnershipSection } from './partnership-section';
import { StaffSection } from './staff-section';
import '../../components/home-section.css';
import './about-sections.css';

registerAboutTexts();

/** The About page below its hero, in the spec's order (section 2). */
export default function AboutSections() {
  return (
    <>
      <CompanyOverview />
      <PartnershipSection />
      <StaffSection />
      <CoreValues />
    </>
  );
}
