import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule, peekRemoteModule, useServerRemoteModule } from '@azmar/kit/federation/remote-modules';
import { RemoteErrorAlert } from '@azmar/kit/remote/remote-error-alert.tsx';
import { RemoteErrorBoundary } from '@azmar/kit/remote/remote-error-boundary.tsx';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import './catalogue-section.css';

const CATALOGUE_REMOTE = 'mfe-catalogue';
const CATALOGUE_SECTIONS_MODULE = './home-sections';

// What mfe-catalogue's `./home-sections` exports for each section.
const EXPORTS = { projects: 'ProjectsSection', services: 'ServicesSection', products: 'ProductsSection' } as const;
export type CatalogueSectionName = keyof typeof EXPORTS;

type Loaded = { status: 'loading' } | { status: 'ready'; Section: ComponentType } | { status: 'failed' };

function sectionOf(exports: unknown, section: CatalogueSectionName): ComponentType | null {
  const Section = (exports as Record<string, unknown> | null | undefined)?.[EXPORTS[section]];
  return typeof Section === 'function' ? (Section as ComponentType) : null;
}

/**
 * The module already loaded renders at once: on the server (the render waits for it) and when hydrating (the shell
 * preloads what the server's HTML used), so both render the same.
 */
function initialState(section: CatalogueSectionName, onServer: unknown): Loaded {
  const Section = sectionOf(onServer ?? peekRemoteModule(CATALOGUE_REMOTE, CATALOGUE_SECTIONS_MODULE), section);
  return Section ? { status: 'ready', Section } : { status: 'loading' };
}

/**
 * Home's projects, services and products sections come from mfe-catalogue, which owns that content and
 * its cards; they read the same cached lists as the catalogue's own pages. If mfe-catalogue cannot be
 * reached, each section shows the translated load error with Retry, and the rest of home goes on.
 */
export function CatalogueSection({ section }: { section: CatalogueSectionName }) {
  const [attempt, setAttempt] = useState(0);
  const onServer = useServerRemoteModule(CATALOGUE_REMOTE, CATALOGUE_SECTIONS_MODULE);
  const [loaded, setLoaded] = useState<Loaded>(() => initialState(section, onServer));
  useEffect(() => {
    let current = true;
    const ready = sectionOf(peekRemoteModule(CATALOGUE_REMOTE, CATALOGUE_SECTIONS_MODULE), section);
    if (ready) {
      setLoaded((previous) => (previous.status === 'ready' && previous.Section === ready ? previous : { status: 'ready', Section: ready }));
      return;
    }
    setLoaded({ status: 'loading' });
    loadRemoteModule(CATALOGUE_REMOTE, CATALOGUE_SECTIONS_MODULE).then(
      (exports) => {
        if (!current) return;
        const Section = sectionOf(exports, section);
        if (Section) setLoaded({ status: 'ready', Section });
        else {
          console.warn(`[mfe-home] ${CATALOGUE_REMOTE}/${CATALOGUE_SECTIONS_MODULE} has no export '${EXPORTS[section]}'`);
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
        // KitProvider, mounted once the section's module (and any antd facade it imports) has arrived,
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
