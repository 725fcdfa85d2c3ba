import { MemberCard } from './member-card';
import type { TeamMember } from '../model/team-members';

/** A grid of people, in the order given. */
export function MemberList({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="home-grid home-grid--4" data-member-list="">
      {members.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </ul>
  );
}
