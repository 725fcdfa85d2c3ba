import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import '@azmar/kit/fonts/sorani-font';
import '@azmar/kit/theme/base.css';
import { provideRemoteModuleLoader } from '@azmar/kit/federation/remote-modules';
import { syncDocumentLanguage } from '@azmar/kit/language/document-language';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { Frame } from './frame/frame';
import { registerRemoteApps } from './remotes/remote-apps';
import { loadExposedModule, startRemoteRegistration } from './remotes/federation-remotes';
import { containRemoteScriptErrors } from './remotes/remote-script-errors';

syncDocumentLanguage();
containRemoteScriptErrors();
startRemoteRegistration();
// Remotes show each other's sections through the kit; the shell owns where remotes live.
provideRemoteModuleLoader(loadExposedModule);

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
