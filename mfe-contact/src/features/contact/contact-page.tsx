import { RouteHero } from '../../components/route-hero';

export function ContactPage() {
  return <RouteHero />;
}
