import { ListHeading } from '../../components/list-heading';
import { RouteHero } from '../../components/route-hero';
import { ServiceAdvantages } from './components/service-advantages';
import { ServicePanels } from './components/service-panels';
import { ServicesGrid } from './components/services-grid';

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
