import { lazy, Suspense } from 'react';
import { SECTOR_ORDER, type Service } from '@azmar/contract/content/service';
import { useServices } from '@azmar/kit/api/content-queries';
import { ContentGrid } from '../../../components/content-grid';
import { useOpenItem } from '../../../hooks/use-open-item';
import { ServiceCard } from './service-card';

// The modal's code (and its texts) loads on first use, not with the page or home.
const ServiceModal = lazy(() => import('./service-modal'));

const bySectorOrder = (a: Service, b: Service) => SECTOR_ORDER.indexOf(a.sector) - SECTOR_ORDER.indexOf(b.sector);

/** Every service in the sector order of docs/product.md §6 (the API sends them so; kept here too), with the modal of the one in `?service=`. */
export function ServicesGrid({ viewAllHref, priorityImage }: { viewAllHref?: string; priorityImage?: boolean }) {
  const { data, isPending, isError, refetch } = useServices();
  const { openId, open, close, hrefFor, closeHref } = useOpenItem('service');
  const opened = openId === null ? undefined : data?.find((service) => service.id === openId);
  const ordered = data && [...data].sort(bySectorOrder);
  return (
    <>
      <ContentGrid
        kind="services"
        items={ordered}
        isLoading={isPending}
        isError={isError}
        onRetry={() => void refetch()}
        skeletons={4}
        columns={4}
        viewAllHref={viewAllHref}
        priorityImage={priorityImage}
        renderCard={(service, priority) => <ServiceCard service={service} onViewDetails={open} detailsHref={hrefFor(service.id)} priorityImage={priority} />}
      />
      {opened && (
        <Suspense fallback={null}>
          <ServiceModal service={opened} onClose={close} closeHref={closeHref} />
        </Suspense>
      )}
    </>
  );
}
