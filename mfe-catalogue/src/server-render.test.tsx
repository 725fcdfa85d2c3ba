// @vitest-environment node
// Pages will be prerendered: every page and section renders with no window or document at all.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { ProductsPage } from './pages/products-page';
import { ProjectsPage } from './pages/projects-page';
import { ServicesPage } from './pages/services-page';
import { registerCataloguePageTexts } from './i18n/register-catalogue-page-texts';
import { registerCatalogueTexts } from './i18n/register-catalogue-texts';
import { ProductsSection, ProjectsSection, ServicesSection } from './home-sections';

registerCatalogueTexts();
registerCataloguePageTexts();

describe('server rendering', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each([
    ['/services', ServicesPage, 'Our Services', 4],
    ['/projects', ProjectsPage, 'Our Projects', 6],
    ['/products', ProductsPage, 'Our Products', 8],
  ])('renders %s with its hero and its skeletons', (_path, Page, heroTitle, skeletons) => {
    const html = renderToString(
      <KitProvider>
        <Page />
      </KitProvider>,
    );
    expect(html).toContain(heroTitle);
    expect(html.match(/content-grid__card--skeleton/g)).toHaveLength(skeletons);
  });

  it.each([
    ['projects', ProjectsSection],
    ['services', ServicesSection],
    ['products', ProductsSection],
  ])('renders home’s %s section with 4 skeletons', (name, Section) => {
    const html = renderToString(
      <KitProvider>
        <Section />
      </KitProvider>,
    );
    expect(html).toContain(`data-catalogue-section="${name}"`);
    expect(html.match(/content-grid__card--skeleton/g)).toHaveLength(4);
    // Four to a row on a wide screen: home's four projects (and the products) fill whole rows.
    expect(html).toContain('content-grid__items--4');
  });
});
