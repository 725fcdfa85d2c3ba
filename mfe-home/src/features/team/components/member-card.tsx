import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { HOME_NAMESPACE } from '../../../i18n/home-texts';
import { PORTRAIT_SIZE, type TeamMember } from '../model/team-members';
import './member-card.css';

/** One person: portrait, name, position and description in the current language. */
export function MemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const ku = useLanguageStore((state) => state.language) === 'ku';
  const name = ku ? member.nameKu : member.name;
  const position = ku ? member.positionKu : member.position;
  return (
    <li className="home-member" data-member={member.id}>
      {/* Below the fold on every page: fetched when scrolled near, its box reserved by width and height. */}
      <img
        className="home-member__photo"
        src={member.image}
        alt={t('people.photoAlt', { name, position })}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        loading="lazy"
        decoding="async"
      />
      <h3 className="home-member__name">{name}</h3>
      <p className="home-member__position">{position}</p>
      <p className="home-member__description">{ku ? member.descriptionKu : member.description}</p>
    </li>
  );
}
