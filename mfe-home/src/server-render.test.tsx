// @vitest-environment node
// Pages will be rendered on the server: nothing of mfe-home may touch window or document while rendering.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { AboutPage } from './pages/about-page';
import AboutSections from './pages/about-sections';
import { HomePage } from './pages/home-page';
import { homeEn } from './i18n/home.en';
import { registerHomeTexts } from './i18n/register-home-texts';

registerHomeTexts();

describe('mfe-home without a browser', () => {
  it('has no window here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders home with its hero text, a poster and no video source, and its own sections', () => {
    const html = renderToString(
      <KitProvider>
        <HomePage />
      </KitProvider>,
    );
    expect(html).toContain(homeEn.home.hero.title);
    expect(html).toContain('poster="/assets/media/hero/hero-poster.jpg"');
    expect(html).not.toContain('hero.mp4');
    for (const section of ['about', 'features', 'team', 'cta']) expect(html).toContain(`data-home-section="${section}"`);
  });

  it('renders About’s hero and its sections', () => {
    expect(
      renderToString(
        <KitProvider>
          <AboutPage />
        </KitProvider>,
      ),
    ).toContain(homeEn.about.hero.title);
    const sections = renderToString(
      <KitProvider>
        <AboutSections />
      </KitProvider>,
    );
    for (const section of ['overview', 'partnership', 'staff', 'values']) expect(sections).toContain(`data-about-section="${section}"`);
  });
});
