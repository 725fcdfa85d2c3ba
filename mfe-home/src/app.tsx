import { createRemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { HomeApp } from './home-app';
import { registerHomeTexts } from './i18n/register-home-texts';

registerHomeTexts();

// Only single-spa lifecycles leave this module: the shell needs nothing else.
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App: HomeApp });
