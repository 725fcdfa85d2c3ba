import { lazy, Suspense } from 'react';
import { RouteHero } from '../components/route-hero';

// The sections below the hero (and their texts) are a chunk of their own: home's first load never carries them.
const AboutSections = lazy(() => import('./about-sections'));

export function AboutPage() {
  return (
    <>
      <RouteHero page="about" />
      <Suspense fallback={<div className="home-about-loading" aria-hidden="true" />}>
        <AboutSections />
      </Suspense>
    </>
  );
}
