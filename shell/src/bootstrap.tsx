import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import '@azmar/kit/fonts/sorani-font';
import '@azmar/kit/theme/base.css';
import { syncDocumentLanguage } from '@azmar/kit/language/document-language';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { Frame } from './frame/frame';
import { registerRemoteApps } from './remotes/remote-apps';
import { startRemoteRegistration } from './remotes/federation-remotes';
import { containRemoteScriptErrors } from './remotes/remote-script-errors';

syncDocumentLanguage();
containRemoteScriptErrors();
startRemoteRegistration();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root = createRoot(rootElement);
// The frame (and so the remote slot) must be in the DOM before single-spa mounts the first remote.
flushSync(() =>
  root.render(
    <StrictMode>
      <KitProvider>
        <Frame />
      </KitProvider>
    </StrictMode>,
  ),
);

registerRemoteApps();
start({ urlRerouteOnly: true });
