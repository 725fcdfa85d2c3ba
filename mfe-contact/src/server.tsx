import { RemoteAppRoot } from '@azmar/kit/remote/remote-app-root.tsx';
import { ContactApp } from './contact-app';
import { registerContactTexts } from './i18n/register-contact-texts';

registerContactTexts();

/** What the gateway's render workers render for this remote's routes: the same tree its lifecycles mount. */
export function ServerApp() {
  return <RemoteAppRoot App={ContactApp} />;
}
