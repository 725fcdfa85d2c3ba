import { SORANI_FALLBACK_WIDTHS, VAZIRMATN_LINE } from './sorani-fallback-widths';

const WEIGHTS = [400, 600, 700];
const percent = (value: number): string => `${Number((value * 100).toFixed(2))}%`;

/**
 * The @font-face rules `sorani-font.ts` imports as its fallback stylesheet, a module the build (and the unit tests'
 * set-up) writes from the measured widths: local fonts made to take the room Vazirmatn takes, so that its late arrival
 * (font-display: swap) does not move the page. Each takes Vazirmatn's line divided by its size-adjust, as the browser
 * scales the overrides by it.
 */
export function soraniFallbackCss(): string {
  const { unitsPerEm: em, ascent, descent, lineGap } = VAZIRMATN_LINE;
  return SORANI_FALLBACK_WIDTHS.flatMap(({ family, regular, bold, sizeAdjust, how }) =>
    WEIGHTS.map((weight, index) => {
      const scale = (sizeAdjust[index] ?? 100) / 100;
      const locals = (weight >= 600 ? bold : regular).map((name) => `local('${name}')`).join(', ');
      return (
        `/* ${family} ${weight}: ${how} */\n@font-face { font-family: 'Sorani Fallback ${family}'; font-style: normal; font-weight: ${weight}; ` +
        `src: ${locals}; size-adjust: ${percent(scale)}; ascent-override: ${percent(ascent / em / scale)}; ` +
        `descent-override: ${percent(descent / em / scale)}; line-gap-override: ${percent(lineGap / em / scale)}; }\n`
      );
    }),
  ).join('');
}
