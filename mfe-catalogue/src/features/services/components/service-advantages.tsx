import { TileSection } from '../../../components/tile-section';

const ADVANTAGES = ['expertTeam', 'advancedTechnology', 'comprehensiveSupport'] as const;

/** The three advantages: expert team, advanced technology, comprehensive support. */
export function ServiceAdvantages() {
  return <TileSection part="advantages" texts="services.advantages" keys={ADVANTAGES} tileAttribute="advantage" />;
}
