import { useLocationPath } from '@azmar/kit/routing/location-path';
import { AboutPage } from './features/about/about-page';
import { HomePage } from './features/home/home-page';

/** Renders only this remote's own routes; the shell decides when it is mounted at all. */
export function HomeApp() {
  const path = useLocationPath();
  return path === '/about' ? <AboutPage /> : <HomePage />;
}
