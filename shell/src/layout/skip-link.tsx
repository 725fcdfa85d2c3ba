import type { MouseEvent } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every page: past the top bar straight to the page's content. Focus is moved
 * by hand, so the URL keeps no `#main-content` (the link's href still works without scripts).
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('header.skipToContent')}
    </a>
  );
}
