import { createRemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { ContactApp } from './contact-app';
import { registerContactTexts } from './i18n/register-contact-texts';

registerContactTexts();

// Only single-spa lifecycles leave this module: the shell needs nothing else.
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App: ContactApp });
