import { lazy, Suspense } from 'react';
import { RouteHero } from '@azmar/kit/ui/route-hero.tsx';
import { HOME_NAMESPACE } from '../i18n/home-texts';

// The sections below the hero (and their texts) are a chunk of their own: home's first load never carries them.
const AboutSections = lazy(() => import('./about-sections'));

export function AboutPage() {
  return (
    <>
      <RouteHero namespace={HOME_NAMESPACE} page="about" />
      <Suspense fallback={<div className="home-about-loading" aria-hidden="true" />}>
        <AboutSections />
      </Suspense>
    </>
  );
}
