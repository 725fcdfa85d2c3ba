import { createRemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { ContactApp } from './contact-app';
import { appTexts } from './i18n/contact-texts';

// Only single-spa lifecycles leave this module: the shell needs nothing else.
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App: ContactApp, texts: appTexts });
