import { ListHeading } from '../components/list-heading';
import { RouteHero } from '../components/route-hero';
import { ServiceAdvantages } from '../features/services/components/service-advantages';
import { ServicePanels } from '../features/services/components/service-panels';
import { ServicesGrid } from '../features/services/components/services-grid';

export function ServicesPage() {
  return (
    <>
      <RouteHero page="services" />
      <ListHeading page="services" />
      <ServicesGrid priorityImage />
      <ServiceAdvantages />
      <ServicePanels />
    </>
  );
}
