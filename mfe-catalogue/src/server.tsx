import { RemoteAppRoot } from '@azmar/kit/remote/remote-app-root.tsx';
import { CatalogueApp } from './catalogue-app';
import { registerCataloguePageTexts } from './i18n/register-catalogue-page-texts';
import { registerCatalogueTexts } from './i18n/register-catalogue-texts';

registerCatalogueTexts();
registerCataloguePageTexts();

/** What the gateway's render workers render for this remote's routes: the same tree its lifecycles mount. */
export function ServerApp() {
  return <RemoteAppRoot App={CatalogueApp} />;
}
