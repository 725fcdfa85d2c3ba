import type { ServiceIcon } from '@azmar/contract/content/service';

// Simplified outlines of the four sector icons (hard-hat, industry, microchip, cogs), drawn here: no icon font to load.
const PATHS: Record<ServiceIcon, string> = {
  'hard-hat': 'M3 17a9 9 0 0 1 18 0v1H3zM10 5h4v7h-4zM1 19h22v2H1z',
  industry: 'M2 21V11l5 3v-3l5 3v-3l5 3V3h4v18z',
  microchip: 'M7 7h10v10H7zM9 2h2v4H9zM13 2h2v4h-2zM9 18h2v4H9zM13 18h2v4h-2zM2 9h4v2H2zM2 13h4v2H2zM18 9h4v2h-4zM18 13h4v2h-4z',
  cogs: 'M10.5 2h3l.5 3 2 1 2.6-1.7 2.1 2.1L19 9l1 2 3 .5v3l-3 .5-1 2 1.7 2.6-2.1 2.1L16 20l-2 1-.5 3h-3l-.5-3-2-1-2.6 1.7-2.1-2.1L5 17l-1-2-3-.5v-3l3-.5 1-2-1.7-2.6 2.1-2.1L8 6l2-1zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
};

export function SectorIcon({ icon, size = 28 }: { icon: ServiceIcon; size?: number }) {
  return (
    <svg className="sector-icon" data-icon={icon} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[icon] ?? PATHS['hard-hat']} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
