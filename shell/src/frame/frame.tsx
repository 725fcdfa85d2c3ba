import { useEffect } from 'react';
import { useLocationPath } from '@azmar/kit/routing/location-path';
import { ToastViewport } from '@azmar/kit/toast/toast-viewport.tsx';
import { SiteFooter } from './footer/site-footer';
import { RemoteSlot } from './remote-slot/remote-slot';
import { TopBar } from './top-bar/top-bar';
import './frame.css';

/** The page frame the shell owns: top bar, the route's content slot, footer. */
export function Frame() {
  const path = useLocationPath();
  // A new page starts at its top, as a full page load would. (Block body: newer browsers make scrollTo
  // return a promise, which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return (
    <div className="frame">
      <TopBar />
      <main id="main-content" className="frame__main">
        <RemoteSlot />
      </main>
      <SiteFooter />
      <ToastViewport />
    </div>
  );
}
