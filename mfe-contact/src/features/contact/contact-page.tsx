import { RouteHero } from '../hero/route-hero';

export function ContactPage() {
  return <RouteHero />;
}
