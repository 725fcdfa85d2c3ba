import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { handleLinkClick } from '@azmar/kit/routing/navigate';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { usePageHref } from '@azmar/kit/routing/page-href';
import { NAV_ITEMS } from '../routing/routes';

/** The six main links in the order of docs/product.md §3; the current one is marked for assistive tech and highlighted. */
export function NavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const path = useLocationPath();
  const pageHref = usePageHref();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = item.path === path;
        return (
          <li key={item.id}>
            <a
              href={pageHref(item.path)}
              className={active ? 'nav-link nav-link--active' : 'nav-link'}
              aria-current={active ? 'page' : undefined}
              onClick={(event) => handleLinkClick(event, onNavigate)}
            >
              {t(item.labelKey)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
