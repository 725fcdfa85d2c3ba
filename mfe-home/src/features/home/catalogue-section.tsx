import { RemoteSection } from '@azmar/kit/remote/remote-section.tsx';
import './catalogue-section.css';

// Space for a section while mfe-catalogue's module loads, so what follows does not jump when it arrives.
const placeholder = <div className="home-section-placeholder" aria-hidden="true" />;

// What mfe-catalogue's `./home-sections` exports for each section.
const EXPORTS = { projects: 'ProjectsSection', services: 'ServicesSection', products: 'ProductsSection' } as const;

/**
 * Home's projects, services and products sections come from mfe-catalogue, which owns that content and
 * its cards; they read the same cached lists as the catalogue's own pages.
 */
export function CatalogueSection({ section }: { section: keyof typeof EXPORTS }) {
  return <RemoteSection remote="mfe_catalogue" module="./home-sections" exportName={EXPORTS[section]} fallback={placeholder} />;
}
