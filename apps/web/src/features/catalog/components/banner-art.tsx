/** Flat illustrations for the banner slides, drawn inline so the banner needs no image request. */

/** Round dots of one colour: toppings, spices, garnish. Each entry is [x, y] or [x, y, radius]. */
function Dots({
  fill,
  r,
  at,
}: {
  fill: string;
  r: number;
  at: Array<[number, number] | [number, number, number]>;
}) {
  return (
    <g fill={fill}>
      {at.map(([cx, cy, radius = r]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={radius} />
      ))}
    </g>
  );
}

export function PizzaArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <circle cx="100" cy="104" r="84" fill="#7c2d12" opacity="0.18" />
      <circle cx="100" cy="100" r="84" fill="#e9a23b" />
      <circle cx="100" cy="100" r="72" fill="#d9480f" />
      <circle cx="100" cy="100" r="68" fill="#ffd166" />
      <g stroke="#e9a23b" strokeWidth="3">
        <line x1="100" y1="32" x2="100" y2="168" />
        <line x1="32" y1="100" x2="168" y2="100" />
        <line x1="52" y1="52" x2="148" y2="148" />
        <line x1="148" y1="52" x2="52" y2="148" />
      </g>
      <Dots
        fill="#b91c1c"
        r={10}
        at={[
          [78, 66],
          [128, 74],
          [70, 118],
          [118, 128],
          [100, 96, 9],
          [145, 112, 8],
        ]}
      />
      <g fill="#2f9e44">
        <ellipse cx="96" cy="60" rx="7" ry="4" transform="rotate(-30 96 60)" />
        <ellipse cx="58" cy="94" rx="7" ry="4" transform="rotate(40 58 94)" />
        <ellipse cx="138" cy="138" rx="7" ry="4" transform="rotate(10 138 138)" />
        <ellipse cx="92" cy="142" rx="6" ry="3.5" transform="rotate(-50 92 142)" />
      </g>
    </svg>
  );
}

export function BurgerArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="178" rx="78" ry="8" fill="#7c2d12" opacity="0.18" />
      <path d="M28 92c0-40 32-62 72-62s72 22 72 62z" fill="#f08c00" />
      <g fill="#fff3bf">
        <ellipse cx="70" cy="58" rx="5" ry="3" transform="rotate(-20 70 58)" />
        <ellipse cx="100" cy="48" rx="5" ry="3" />
        <ellipse cx="130" cy="58" rx="5" ry="3" transform="rotate(20 130 58)" />
        <ellipse cx="86" cy="74" rx="5" ry="3" transform="rotate(10 86 74)" />
        <ellipse cx="116" cy="74" rx="5" ry="3" transform="rotate(-10 116 74)" />
      </g>
      <path d="M24 100q10-10 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0v8H24z" fill="#40c057" />
      <path d="M30 108h140l-20 18-24-12-28 14-26-14-22 12z" fill="#ffd43b" />
      <rect x="26" y="114" width="148" height="26" rx="13" fill="#6b3e26" />
      <path d="M30 146h140v8c0 12-10 20-22 20H52c-12 0-22-8-22-20z" fill="#f59f00" />
    </svg>
  );
}

export function BiryaniArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <g stroke="#ffffff" strokeWidth="4" strokeLinecap="round" fill="none" opacity="0.7">
        <path d="M70 40q-8-10 0-20" />
        <path d="M100 34q-8-10 0-20" />
        <path d="M130 40q-8-10 0-20" />
      </g>
      <path d="M34 96c0-30 30-46 66-46s66 16 66 46z" fill="#fff4e0" />
      <Dots
        fill="#f59f00"
        r={3}
        at={[
          [70, 80],
          [92, 68],
          [118, 74],
          [138, 86],
          [104, 88],
          [80, 92],
        ]}
      />
      <ellipse cx="112" cy="72" rx="18" ry="11" fill="#a0522d" transform="rotate(-15 112 72)" />
      <ellipse cx="82" cy="78" rx="9" ry="9" fill="#ffe066" />
      <path d="M126 58q10-10 18-2q-8 6-18 2z" fill="#2f9e44" />
      <path d="M22 96h156c0 44-36 74-78 74S22 140 22 96z" fill="#0b7285" />
      <path d="M22 96h156c-1 6-2 10-4 14H26c-2-4-3-8-4-14z" fill="#1098ad" />
      <Dots
        fill="#ffd43b"
        r={4}
        at={[
          [60, 132],
          [100, 140],
          [140, 132],
        ]}
      />
    </svg>
  );
}
