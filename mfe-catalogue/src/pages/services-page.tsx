import { RouteHero } from '@azmar/kit/ui/route-hero.tsx';
import { CATALOGUE_NAMESPACE } from '../i18n/catalogue-namespaces';
import { ListHeading } from '../components/list-heading';
import { ServiceAdvantages } from '../features/services/components/service-advantages';
import { ServicePanels } from '../features/services/components/service-panels';
import { ServicesGrid } from '../features/services/components/services-grid';

export function ServicesPage() {
  return (
    <>
      <RouteHero namespace={CATALOGUE_NAMESPACE} page="services" />
      <ListHeading page="services" />
      <ServicesGrid priorityImage />
      <ServiceAdvantages />
      <ServicePanels />
    </>
  );
}
