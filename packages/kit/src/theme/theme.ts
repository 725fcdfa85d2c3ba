import type { ThemeConfig } from 'antd';
import { SORANI_FONT_FAMILY } from '@azmar/kit/fonts/sorani-font';
import type { Language } from '@azmar/kit/language/language';

/** Brand colours, also exposed to CSS as custom properties in `theme/base.css`. */
const BRAND = {
  primary: '#0d3b66',
  primaryDark: '#082742',
  accent: '#f4a300',
  ink: '#1b2430',
  muted: '#5b6675',
  surface: '#f5f7fa',
} as const;

const LATIN_FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function fontFamilyFor(language: Language): string {
  return language === 'ku' ? SORANI_FONT_FAMILY : LATIN_FONT_FAMILY;
}

/**
 * Tooltip delays of docs/product.md §15: 700 ms before a tooltip opens, 300 ms before it closes, so a pointer
 * moving on to the next trigger within that time skips the wait of the closing one. Set once in the kit's
 * ConfigProvider (seconds, as antd counts them), so every antd Tooltip of every app gets them.
 */
export const TOOLTIP_DELAYS = { openMs: 700, skipMs: 300 } as const;

export const ANTD_TOOLTIP_CONFIG = {
  mouseEnterDelay: TOOLTIP_DELAYS.openMs / 1000,
  mouseLeaveDelay: TOOLTIP_DELAYS.skipMs / 1000,
} as const;

export function antdThemeFor(language: Language): ThemeConfig {
  return {
    token: {
      colorPrimary: BRAND.primary,
      colorLink: BRAND.primary,
      colorWarning: BRAND.accent,
      colorText: BRAND.ink,
      // antd's own greys and red fall below WCAG's 4.5:1 on white (axe): its descriptions, empty tables, a field's help
      // and labels in the site's muted colour, errors and danger buttons in a darker red.
      colorTextDescription: BRAND.muted,
      colorTextTertiary: BRAND.muted,
      colorError: '#b3261e',
      // The staff area's panel and dialog headings, a size below antd's poster-like 30 and 24 px.
      fontSizeHeading2: 24,
      fontSizeHeading3: 20,
      borderRadius: 6,
      fontFamily: fontFamilyFor(language),
    },
  };
}
