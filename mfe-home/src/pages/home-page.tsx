import { AboutHighlightSection } from '../features/about-highlight/components/about-highlight-section';
import { CatalogueSection } from '../features/catalogue-sections/components/catalogue-section';
import { ClosingCta } from '../features/closing-cta/components/closing-cta';
import { FeatureCards } from '../features/feature-cards/components/feature-cards';
import { HomeHero } from '../features/home-hero/components/home-hero';
import { TeamSection } from '../features/team/components/team-section';

/** Home, top to bottom in the order of docs/product.md §4. */
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
