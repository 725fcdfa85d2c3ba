import type { ReactNode } from 'react';
import { directionFor, htmlLangFor } from '@azmar/kit/language/language';
import { useLanguageStore } from '@azmar/kit/language/language-store';

/** A remote's root element: `data-mfe` names it for tests and tools; `dir`/`lang` follow the language. */
export function RemoteRoot({ mfe, children }: { mfe: string; children: ReactNode }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <div data-mfe={mfe} dir={directionFor(language)} lang={htmlLangFor(language)} className="kit-remote-root">
      {children}
    </div>
  );
}
