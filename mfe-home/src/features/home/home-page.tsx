import { RouteHero } from '../hero/route-hero';

export function HomePage() {
  return <RouteHero page="home" />;
}
