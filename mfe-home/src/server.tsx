import { RemoteAppRoot } from '@azmar/kit/remote/remote-app-root.tsx';
import { HomeApp } from './home-app';
import { registerHomeTexts } from './i18n/register-home-texts';

registerHomeTexts();

/** What the shell's render service renders for this remote's routes: the same tree its lifecycles mount. */
export function ServerApp() {
  return <RemoteAppRoot App={HomeApp} />;
}
