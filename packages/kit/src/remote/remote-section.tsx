import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, peekRemoteModule } from '@azmar/kit/federation/remote-modules';
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

function sectionOf(exports: unknown, exportName: string): ComponentType<Record<string, unknown>> | null {
  const Section = (exports as Record<string, unknown> | null | undefined)?.[exportName];
  return typeof Section === 'function' ? (Section as ComponentType<Record<string, unknown>>) : null;
}

/**
 * A module already loaded renders at once: on the server (the render service loads what a render asks for, then
 * renders again) and when hydrating (the shell preloads what the server used), so both render the same HTML.
 */
function initialState(remote: string, module: string, exportName: string): Loaded {
  const Section = sectionOf(peekRemoteModule(remote, module), exportName);
  if (Section) return { status: 'ready', Section };
  // Asked during a server render: the render service waits for it and renders the page again.
  if (typeof window === 'undefined') loadRemoteModule(remote, module).catch(() => {});
  return { status: 'loading' };
}

/**
 * Renders a section that another remote exposes, inside this app's tree (one React, one kit provider, one
 * query cache). A section that cannot be loaded leaves only its fallback and a console warning, one that
 * throws shows the remote error alert in its place: the rest of the page goes on. A module not loaded yet is
 * loaded after mount (or, on the server, by the render service between its render passes).
 */
export function RemoteSection({ remote, module, exportName = 'default', fallback = null, props = {} }: RemoteSectionProps) {
  const [loaded, setLoaded] = useState<Loaded>(() => initialState(remote, module, exportName));
  useEffect(() => {
    let current = true;
    const ready = sectionOf(peekRemoteModule(remote, module), exportName);
    if (ready) {
      setLoaded((previous) => (previous.status === 'ready' && previous.Section === ready ? previous : { status: 'ready', Section: ready }));
      return;
    }
    setLoaded({ status: 'loading' });
    loadRemoteModule(remote, module).then(
      (exports) => {
        const Section = sectionOf(exports, exportName);
        if (!current) return;
        if (Section) setLoaded({ status: 'ready', Section });
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
