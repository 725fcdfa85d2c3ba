import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { MemberList } from './member-list';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { StatsRow } from '../../../components/stats-row';
import { HOME_NAMESPACE } from '../../../i18n/home-texts';
import { TEAM_SECTION_STATS } from '../../../lib/company-stats';
import { HOME_TEAM_IDS, membersById } from '../model/team-members';
import '../../../components/home-section.css';

const HOME_TEAM = membersById(HOME_TEAM_IDS);

/** Home's team section (docs/product.md §4): four people and the company's figures. */
export function TeamSection() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <section className="home-section" data-home-section="team" aria-labelledby="home-team-title">
      <div className="home-section__inner">
        <SectionHeading id="home-team-title" title={t('home.team.title')} subtitle={t('home.team.subtitle')} />
        <MemberList members={HOME_TEAM} />
        <StatsRow stats={TEAM_SECTION_STATS} name="team" />
      </div>
    </section>
  );
}
