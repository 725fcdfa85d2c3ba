import { useEffect, useState } from 'react';
import { sectorLabel } from '@azmar/kit/i18n/content-labels';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { REDUCED_MOTION, useMediaQuery } from '../hooks/use-media-query';
import { HOME_NAMESPACE } from '../../../i18n/home-texts';

/** The hero slide themes of docs/product.md §4, in its order. */
const HERO_THEMES = ['construction', 'manufacturing', 'electronics', 'mechanical'] as const;
const THEME_INTERVAL_MS = 3500;

/**
 * The four themes as captions: one at a time, turning every few seconds; all four at once, still, for a
 * visitor who prefers reduced motion.
 */
export function HeroThemes() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const still = useMediaQuery(REDUCED_MOTION);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (still) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % HERO_THEMES.length), THEME_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [still]);
  return (
    <ul className={`home-hero__themes${still ? ' home-hero__themes--still' : ''}`} aria-label={t('home.hero.themesLabel')} data-testid="hero-themes">
      {HERO_THEMES.map((theme, index) => (
        <li key={theme} className="home-hero__theme" data-theme={theme} data-active={still || index === active ? 'true' : 'false'}>
          {sectorLabel(t, theme)}
        </li>
      ))}
    </ul>
  );
}
