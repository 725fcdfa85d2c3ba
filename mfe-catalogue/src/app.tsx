import { createRemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { CatalogueApp } from './catalogue-app';
import { appTexts } from './i18n/catalogue-texts';

// Only single-spa lifecycles leave this module: the shell needs nothing else.
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App: CatalogueApp, texts: appTexts });
