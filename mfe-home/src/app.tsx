import { createRemoteLifecycles } from '@azmar/kit/remote/create-remote-lifecycles.tsx';
import { HomeApp } from './home-app';
import { homeTexts } from './i18n/home-texts';

// Only single-spa lifecycles leave this module: the shell needs nothing else.
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App: HomeApp, texts: homeTexts });
