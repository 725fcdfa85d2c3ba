import { RouteHero } from '../../components/route-hero';

export function AboutPage() {
  return <RouteHero page="about" />;
}
