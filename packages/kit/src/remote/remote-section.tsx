import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule } from '@azmar/kit/federation/remote-modules';
import { RemoteErrorBoundary } from '@azmar/kit/remote/remote-error-boundary.tsx';

interface RemoteSectionProps {
  /** The remote's federation name, e.g. `mfe_catalogue`. */
  remote: string;
  /** Its exposed module, e.g. `./home-sections`. */
  module: string;
  /** Which export of the module is the section component (default: the default export). */
  exportName?: string;
  /** Shown while the module loads (reserve the section's space here), and in place of a section that failed. */
  fallback?: ReactNode;
  /** Props for the section. */
  props?: Record<string, unknown>;
}

type Loaded = { status: 'loading' } | { status: 'ready'; Section: ComponentType<Record<string, unknown>> } | { status: 'failed' };

/**
 * Renders a section that another remote exposes, inside this app's tree (one React, one kit provider, one
 * query cache). A section that cannot be loaded leaves only its fallback and a console warning, one that
 * throws shows the remote error alert in its place: the rest of the page goes on. Renders its fallback
 * without a browser; the module is loaded after mount.
 */
export function RemoteSection({ remote, module, exportName = 'default', fallback = null, props = {} }: RemoteSectionProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    loadRemoteModule(remote, module).then(
      (exports) => {
        const Section = (exports as Record<string, unknown> | null)?.[exportName];
        if (!current) return;
        if (typeof Section === 'function') setLoaded({ status: 'ready', Section: Section as ComponentType<Record<string, unknown>> });
        else {
          console.warn(`[kit] ${remote}/${module} has no export '${exportName}' to render`);
          setLoaded({ status: 'failed' });
        }
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(`[kit] ${remote}/${module} failed to load:`, error instanceof Error ? error.message : error);
        setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, exportName]);
  if (loaded.status !== 'ready') return <>{fallback}</>;
  const { Section } = loaded;
  // A section that throws while rendering is contained like a whole remote: its own alert with Retry.
  return (
    <RemoteErrorBoundary name={`${remote}/${module}#${exportName}`}>
      <Section {...props} />
    </RemoteErrorBoundary>
  );
}
