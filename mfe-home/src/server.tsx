import { RemoteAppRoot } from '@azmar/kit/remote/remote-app-root.tsx';
import { HomeApp } from './home-app';
import { registerHomeTexts } from './i18n/register-home-texts';

registerHomeTexts();

/** What the gateway's render workers render for this remote's routes: the same tree its lifecycles mount. */
export function ServerApp() {
  return <RemoteAppRoot App={HomeApp} />;
}
