import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule } from '@azmar/kit/federation/remote-modules';
import { RemoteErrorAlert } from '@azmar/kit/remote/remote-error-alert.tsx';
import { RemoteErrorBoundary } from '@azmar/kit/remote/remote-error-boundary.tsx';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import './catalogue-section.css';

export const CATALOGUE_REMOTE = 'mfe_catalogue';
export const CATALOGUE_SECTIONS_MODULE = './home-sections';

// What mfe-catalogue's `./home-sections` exports for each section.
const EXPORTS = { projects: 'ProjectsSection', services: 'ServicesSection', products: 'ProductsSection' } as const;
export type CatalogueSectionName = keyof typeof EXPORTS;

type Loaded = { status: 'loading' } | { status: 'ready'; Section: ComponentType } | { status: 'failed' };

/**
 * Home's projects, services and products sections come from mfe-catalogue, which owns that content and
 * its cards; they read the same cached lists as the catalogue's own pages. If mfe-catalogue cannot be
 * reached, each section shows the translated load error with Retry, and the rest of home goes on.
 */
export function CatalogueSection({ section }: { section: CatalogueSectionName }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    const exportName = EXPORTS[section];
    loadRemoteModule(CATALOGUE_REMOTE, CATALOGUE_SECTIONS_MODULE).then(
      (exports) => {
        if (!current) return;
        const Section = (exports as Record<string, unknown> | null)?.[exportName];
        if (typeof Section === 'function') setLoaded({ status: 'ready', Section: Section as ComponentType });
        else {
          console.warn(`[mfe-home] ${CATALOGUE_REMOTE}/${CATALOGUE_SECTIONS_MODULE} has no export '${exportName}'`);
          setLoaded({ status: 'failed' });
        }
      },
      (error: unknown) => {
        if (!current) return;
        // Contained, so a warning: the page goes on without this section.
        console.warn(`[mfe-home] ${CATALOGUE_REMOTE}/${CATALOGUE_SECTIONS_MODULE} failed to load:`, error instanceof Error ? error.message : error);
        setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [section, attempt]);

  return (
    <div className="home-catalogue-slot" data-catalogue-slot={section}>
      {loaded.status === 'loading' && <div className="home-section-placeholder" aria-hidden="true" />}
      {loaded.status === 'failed' && <RemoteErrorAlert kind="load" onRetry={() => setAttempt((count) => count + 1)} />}
      {loaded.status === 'ready' && (
        // A section that throws while rendering is contained the same way: its own alert with Retry. Its own
        // KitProvider, mounted once the section's module (and any antd group door it imports) has arrived,
        // gives its antd components the page's direction, locale and theme; home itself renders no antd.
        <RemoteErrorBoundary name={`${CATALOGUE_REMOTE}#${EXPORTS[section]}`}>
          <KitProvider>
            <loaded.Section />
          </KitProvider>
        </RemoteErrorBoundary>
      )}
    </div>
  );
}
