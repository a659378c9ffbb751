/**
 * Decorative banner art drawn in SVG, so heroes need no image download and follow the theme
 * colour (currentColor). Hidden from assistive technology.
 */
export function HeroArt({ variant }: { variant: 'shelves' | 'building' }) {
  return (
    <svg className="hero-art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <g fill="currentColor">{variant === 'shelves' ? <Shelves /> : <Building />}</g>
    </svg>
  );
}

function Shelves() {
  return (
    <>
      <rect x="20" y="40" width="16" height="90" rx="2" opacity="0.9" />
      <rect x="40" y="30" width="20" height="100" rx="2" opacity="0.6" />
      <rect x="64" y="50" width="14" height="80" rx="2" opacity="0.8" />
      <rect x="82" y="24" width="22" height="106" rx="2" opacity="0.5" />
      <rect x="108" y="44" width="16" height="86" rx="2" opacity="0.75" />
      <rect x="128" y="36" width="12" height="94" rx="2" opacity="0.55" transform="rotate(-8 134 130)" />
      <rect x="160" y="34" width="18" height="96" rx="2" opacity="0.85" />
      <rect x="182" y="48" width="16" height="82" rx="2" opacity="0.6" />
      <rect x="202" y="28" width="20" height="102" rx="2" opacity="0.7" />
      <rect x="10" y="130" width="220" height="6" rx="3" />
    </>
  );
}

/** A columned library front: pediment, six columns, steps. */
function Building() {
  return (
    <>
      <path d="M120 14 L222 54 H18 Z" opacity="0.85" />
      <rect x="26" y="58" width="188" height="8" rx="2" opacity="0.7" />
      {[38, 68, 98, 128, 158, 188].map((x) => (
        <rect key={x} x={x} y="70" width="14" height="58" rx="3" opacity="0.6" />
      ))}
      <rect x="22" y="130" width="196" height="8" rx="2" opacity="0.8" />
      <rect x="12" y="140" width="216" height="8" rx="2" />
    </>
  );
}
