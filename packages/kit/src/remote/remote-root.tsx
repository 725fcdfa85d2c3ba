import type { ReactNode } from 'react';
import { directionFor, htmlLangFor } from '@azmar/kit/language/language';
import { useLanguageStore } from '@azmar/kit/language/language-store';

/**
 * A remote's root element, first in the shell's container for the remote (`[data-remote]`), which names it; `dir` and
 * `lang` follow the language.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <div dir={directionFor(language)} lang={htmlLangFor(language)} className="kit-remote-root">
      {children}
    </div>
  );
}
