import { createRemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { CatalogueApp } from './catalogue-app';
import { registerCataloguePageTexts } from './i18n/register-catalogue-page-texts';
import { registerCatalogueTexts } from './i18n/register-catalogue-texts';

registerCatalogueTexts();
registerCataloguePageTexts();

// Only single-spa lifecycles leave this module: the shell needs nothing else.
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App: CatalogueApp });
