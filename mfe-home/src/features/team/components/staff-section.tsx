import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { MemberList } from './member-list';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { StatsRow } from '../../../components/stats-row';
import { ABOUT_NAMESPACE } from '../../../i18n/register-about-texts';
import { STAFF_STATS } from '../../../lib/company-stats';
import { TEAM_MEMBERS } from '../model/team-members';

/** The seven fixed members in the order of docs/product.md §5, and the staff figures. */
export function StaffSection() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  return (
    <section className="home-section" data-about-section="staff" aria-labelledby="about-staff-title">
      <div className="home-section__inner">
        <SectionHeading id="about-staff-title" title={t('staff.title')} subtitle={t('staff.subtitle')} />
        <MemberList members={TEAM_MEMBERS} />
        <StatsRow stats={STAFF_STATS} name="staff" />
      </div>
    </section>
  );
}
