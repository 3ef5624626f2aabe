/** A drawn street map with a pin: stands in for an embedded map, which would load a third-party page. */
export function MapIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 240" className={className} aria-hidden="true" focusable="false">
      <rect width="400" height="240" fill="#eef2e6" />
      <path d="M0 170 C90 150 150 200 240 180 S360 140 400 150 V240 H0Z" fill="#cfe3f1" />
      <g fill="#dfe8d2">
        <rect x="20" y="20" width="90" height="60" rx="6" />
        <rect x="140" y="20" width="110" height="60" rx="6" />
        <rect x="280" y="20" width="100" height="60" rx="6" />
        <rect x="20" y="104" width="90" height="46" rx="6" />
        <rect x="280" y="104" width="100" height="40" rx="6" />
      </g>
      <rect x="150" y="104" width="100" height="50" rx="8" fill="#c8dfb4" />
      <g stroke="#ffffff" strokeWidth="12" strokeLinecap="round" fill="none">
        <path d="M0 92 H400" />
        <path d="M125 0 V240" />
        <path d="M265 0 V170" />
      </g>
      <g stroke="#f5d7a1" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M0 92 H400" />
      </g>
      <g transform="translate(200 62)">
        <ellipse cx="0" cy="44" rx="14" ry="5" fill="#000" opacity="0.15" />
        <path d="M0 44 C-6 30 -22 18 -22 0 A22 22 0 0 1 22 0 C22 18 6 30 0 44Z" fill="#c93b0a" />
        <circle r="8" fill="#ffffff" />
      </g>
    </svg>
  );
}
