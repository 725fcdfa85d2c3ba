import { AboutHighlightSection } from './about-highlight/about-highlight-section';
import { CatalogueSection } from './catalogue-section';
import { ClosingCta } from './cta/closing-cta';
import { FeatureCards } from './feature-cards/feature-cards';
import { HomeHero } from './hero/home-hero';
import { TeamSection } from './team/team-section';

/** Home, top to bottom in the spec's order (section 2). */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <AboutHighlightSection />
      <CatalogueSection section="projects" />
      <CatalogueSection section="services" />
      <FeatureCards />
      <TeamSection />
      <CatalogueSection section="products" />
      <ClosingCta />
    </>
  );
}
