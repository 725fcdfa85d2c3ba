/**
 * A drawn map of the office's surroundings (streets, the ring road, a park, the pin), shown until the live
 * map has loaded and instead of it when the map host cannot be reached: no request, works offline. Once the
 * live map covers it (`covered`), it is hidden from assistive technology too, so the map is not read twice.
 */
export function OfficeMapDrawing({
  label,
  roadLabel,
  officeLabel,
  covered = false,
}: {
  label: string;
  roadLabel: string;
  officeLabel: string;
  covered?: boolean;
}) {
  return (
    <svg
      className="office-map__drawing"
      viewBox="0 0 800 450"
      role="img"
      aria-label={label}
      aria-hidden={covered || undefined}
      preserveAspectRatio="xMidYMid slice"
      data-testid="map-fallback"
    >
      <rect width="800" height="450" fill="#eef2ec" />
      <path d="M520 40h190v120H520z" fill="#cfe5c4" />
      <path d="M60 300h150v110H60z" fill="#cfe5c4" />
      <g stroke="#fff" strokeWidth="10" fill="none" strokeLinecap="round">
        <path d="M0 110h800M0 360h800M150 0v450M650 0v450M400 0v450" />
        <path d="M0 230h230M570 230h230M270 0v180M530 270v180" strokeWidth="7" />
      </g>
      <path id="office-map-ring-road" d="M-20 300C180 240 300 170 420 150S700 110 820 40" stroke="#f6c453" strokeWidth="22" fill="none" strokeLinecap="round" />
      <path d="M-20 300C180 240 300 170 420 150S700 110 820 40" stroke="#e0a526" strokeWidth="2" fill="none" strokeDasharray="14 10" />
      <text fontSize="20" fontWeight="600" fill="#6b4a00" dy="-18">
        <textPath href="#office-map-ring-road" startOffset="22%">
          {roadLabel}
        </textPath>
      </text>
      <g transform="translate(400 225)">
        <ellipse cx="0" cy="40" rx="16" ry="5" fill="rgba(0,0,0,0.2)" />
        <path d="M0 40C-10 22-26 8-26-8a26 26 0 0 1 52 0C26 8 10 22 0 40z" fill="#c62828" stroke="#fff" strokeWidth="3" />
        <circle cy="-8" r="9" fill="#fff" />
        <rect x="-78" y="52" width="156" height="34" rx="8" fill="#0d3b66" />
        <text y="75" fontSize="18" fontWeight="700" fill="#fff" textAnchor="middle">
          {officeLabel}
        </text>
      </g>
    </svg>
  );
}
