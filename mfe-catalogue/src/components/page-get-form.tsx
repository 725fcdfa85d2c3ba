import type { FormEvent, ReactNode } from 'react';
import { usePageUrl } from '../hooks/use-page-url';

interface PageGetFormProps {
  /** The query parameters the form's own controls set: every other one of the page's URL is sent again, hidden. */
  sets: readonly string[];
  className?: string;
  role?: 'search';
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A GET form on the page's own URL: sent before or without the page's code, the browser asks the server for the
 * page with the form's parameters changed and the others (such as `lang`) kept.
 */
export function PageGetForm({ sets, className, role, onSubmit, children }: PageGetFormProps) {
  const url = usePageUrl();
  return (
    <form method="get" action={url.path} className={className} role={role} onSubmit={onSubmit}>
      {url.keptParams(sets).map(([param, kept], index) => (
        <input key={`${param}-${index}`} type="hidden" name={param} value={kept} />
      ))}
      {children}
    </form>
  );
}
