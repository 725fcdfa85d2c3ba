import { RouteHero } from '../hero/route-hero';

export function AboutPage() {
  return <RouteHero page="about" />;
}
