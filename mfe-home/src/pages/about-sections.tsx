import { registerAboutTexts } from '../i18n/register-about-texts';
import { CompanyOverview } from '../features/company-overview/components/company-overview';
import { CoreValues } from '../features/core-values/components/core-values';
import { PartnershipSection } from '../features/partnership/components/partnership-section';
import { StaffSection } from '../features/team/components/staff-section';
import '../components/home-section.css';
import './about-sections.css';

registerAboutTexts();

/** The About page below its hero, in the order of docs/product.md §5. */
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
