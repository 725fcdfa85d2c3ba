// Walks the keyboard through a page (or an open modal or drawer) with Tab and reads, at each stop, the focus
// indicator the browser draws: its outline (or box-shadow) and the outline colour's contrast against the
// surface around the element, which WCAG 1.4.11 wants at 3:1 or more.
import type { Page } from '@playwright/test';

export interface FocusStop {
  /** Tag, classes and accessible text of the focused element, to name it in a failure. */
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  boxShadow: string;
  /** The lowest contrast of the outline colour against the colours behind the element; null without an outline. */
  contrast: number | null;
  /** The surface colours the contrast was measured against. */
  against: string[];
}

/** Reads the focused element's indicator in the page (runs in the browser, so it is self-contained). */
function readFocusedElement(): (FocusStop & { key: number }) | null {
  type Rgba = [number, number, number, number];
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return null;
  const registry = ((window as unknown as { __focusKeys?: Map<Element, number> }).__focusKeys ??= new Map());
  if (!registry.has(active)) registry.set(active, registry.size + 1);

  const parse = (value: string): Rgba[] =>
    [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
      const parts = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    });
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y);
    return (light! + 0.05) / (dark! + 0.05);
  };
  // The surface the ring is drawn on: the nearest ancestor that paints (a colour, or a gradient's opaque stops).
  const surface = (): Rgba[] => {
    for (let node = active.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage).filter((stop) => stop[3] >= 0.9) : [];
      if (stops.length > 0) return stops;
      const [colour] = parse(style.backgroundColor);
      if (colour && colour[3] >= 0.9) return [colour];
    }
    return [[255, 255, 255, 1]];
  };

  const style = getComputedStyle(active);
  const outlineWidth = parseFloat(style.outlineWidth) || 0;
  const [ring] = parse(style.outlineColor);
  const behind = surface();
  const hasOutline = style.outlineStyle !== 'none' && outlineWidth > 0 && ring !== undefined;
  const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return {
    key: registry.get(active)!,
    element: `${active.tagName.toLowerCase()}${active.className && typeof active.className === 'string' ? `.${active.className.trim().split(/\s+/).join('.')}` : ''} "${name}"`,
    outlineStyle: style.outlineStyle,
    outlineWidth,
    boxShadow: style.boxShadow,
    contrast: hasOutline ? Math.min(...behind.map((colour) => ratio(ring!, colour))) : null,
    against: behind.map((colour) => `rgb(${colour.slice(0, 3).join(', ')})`),
  };
}

/** The indicator of the element that has focus now, or null when nothing has. */
export async function focusedStop(page: Page): Promise<FocusStop | null> {
  const stop = await page.evaluate(readFocusedElement);
  return stop && toStop(stop);
}

/** What a stop reports, without the walk's own bookkeeping (its `key`). */
function toStop({ key: _key, ...stop }: FocusStop & { key: number }): FocusStop {
  return stop;
}

/**
 * Presses Tab until focus leaves the document (past the last element), comes back to where the walk began
 * (a modal or drawer keeps focus inside), or `maxStops` is reached. A control that keeps focus over several
 * presses (a video's own controls) is one stop.
 */
export async function tabThrough(page: Page, maxStops = 250): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<number>();
  let previous = -1;
  for (let press = 0; press < maxStops * 3 && stops.length < maxStops; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(readFocusedElement);
    if (!stop) break;
    if (stop.key === previous) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    previous = stop.key;
    stops.push(toStop(stop));
  }
  return stops;
}

/** A focus ring accepted as it is for now, with why; `element` matches the stop's name (tag.classes "text"). */
interface AllowedWeakFocus {
  element: RegExp;
  reason: string;
}

/**
 * Weak focus rings accepted on purpose, each printed when a walk meets it. Remove an entry once its fix lands.
 */
const ALLOWED_WEAK_FOCUS: AllowedWeakFocus[] = [];

/** The stops whose outline is missing, thinner than 2px, or under 3:1 against its surface, each named. */
export function weakFocusIndicators(stops: FocusStop[]): string[] {
  return (
    stops
      // An outline, not a box-shadow: many controls carry a shadow at rest, which would pass without any focus style.
      .filter((stop) => stop.outlineStyle === 'none' || stop.outlineWidth < 2 || stop.contrast === null || stop.contrast < 3)
      .filter((stop) => {
        const allowed = ALLOWED_WEAK_FOCUS.find((entry) => entry.element.test(stop.element));
        if (allowed) console.log(`[focus allowlist] ${stop.element}: ${allowed.reason}`);
        return !allowed;
      })
      .map(
        (stop) =>
          `${stop.element}: outline ${stop.outlineStyle} ${stop.outlineWidth}px, box-shadow ${stop.boxShadow}, contrast ${stop.contrast?.toFixed(2)} against ${stop.against.join(' / ')}`,
      )
  );
}
