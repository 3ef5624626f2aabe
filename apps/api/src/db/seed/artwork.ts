import type { CategoryKey } from './content/categories.ts';
import type { Random } from './random.ts';

/**
 * A simple flat drawing of a dish of each category, in a 200×200 box. No emoji: emoji fonts are often
 * missing on servers. `variant` (0–3) changes colours and toppings so foods of one category vary a little.
 */
export function drawDish(category: CategoryKey, variant: number, rng: Random): string {
  return ARTISTS[category](variant % 4, rng);
}

type Artist = (variant: number, rng: Random) => string;

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

const pizza: Artist = (v) => {
  const spots = [
    [100, 52],
    [58, 78],
    [142, 76],
    [72, 130],
    [128, 136],
    [100, 98],
    [152, 118],
    [46, 118],
  ];
  const toppings = spots
    .map(([x, y], i) => {
      if (v === 0) return `<circle cx="${x}" cy="${y}" r="11" fill="#b03a2e"/>`;
      if (v === 1)
        return i % 2
          ? `<circle cx="${x}" cy="${y}" r="10" fill="#e74c3c" stroke="#c0392b" stroke-width="2"/>`
          : `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" fill="#2e8b57" transform="rotate(${i * 40} ${x} ${y})"/>`;
      if (v === 2)
        return i % 2
          ? `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#222" stroke-width="4"/>`
          : `<rect x="${(x ?? 0) - 9}" y="${(y ?? 0) - 4}" width="18" height="8" rx="4" fill="#3cb043"/>`;
      return i % 2
        ? `<rect x="${(x ?? 0) - 8}" y="${(y ?? 0) - 7}" width="16" height="14" rx="4" fill="#c27c3e"/>`
        : `<circle cx="${x}" cy="${y}" r="9" fill="none" stroke="#8e44ad" stroke-width="3"/>`;
    })
    .join('');
  return (
    `<circle cx="100" cy="100" r="92" fill="#c98a45"/><circle cx="100" cy="100" r="80" fill="#d4452c"/>` +
    `<circle cx="100" cy="100" r="74" fill="#f6d06f"/>${toppings}` +
    `<g stroke="#e3ad55" stroke-width="2.5"><line x1="100" y1="10" x2="100" y2="190"/>` +
    `<line x1="10" y1="100" x2="190" y2="100"/><line x1="36" y1="36" x2="164" y2="164"/>` +
    `<line x1="164" y1="36" x2="36" y2="164"/></g>`
  );
};

const noodleStrokes = (color: string, rows: readonly number[]) =>
  rows
    .map(
      (y, i) =>
        `<path d="M${38 + (i % 2) * 8},${y} q12,-14 24,0 t24,0 t24,0 t24,0 t24,0" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join('');

const bowl = (color: string) =>
  `<path d="M6,112 Q100,222 194,112 Z" fill="${color}"/>` +
  `<ellipse cx="100" cy="112" rx="94" ry="10" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>`;

const pasta: Artist = (v) => {
  const sauce = pick(['#c0392b', '#fdf2d0', '#6a994e', '#c0392b'], v);
  const extras =
    v === 1
      ? '<g fill="#3a7d44"><circle cx="86" cy="82" r="3"/><circle cx="112" cy="88" r="3"/><circle cx="100" cy="76" r="3"/></g>'
      : v === 3
        ? '<g fill="#6d3b1f"><circle cx="80" cy="84" r="11"/><circle cx="118" cy="80" r="11"/><circle cx="100" cy="94" r="10"/></g>'
        : '';
  return (
    `<ellipse cx="100" cy="100" rx="78" ry="40" fill="#f2c94c"/>${noodleStrokes('#dba53a', [82, 96, 110])}` +
    `<ellipse cx="100" cy="86" rx="38" ry="16" fill="${sauce}"/>${extras}` +
    bowl(pick(['#ffffff', '#1abc9c', '#d35400', '#34495e'], v)) +
    `<rect x="150" y="20" width="8" height="100" rx="4" fill="#bdc3c7" transform="rotate(25 154 70)"/>`
  );
};

const burgers: Artist = (v) => {
  const patty = pick(['#6d3b1f', '#6d3b1f', '#d49a45', '#7a8b3a'], v);
  const seeds = [
    [70, 44],
    [100, 36],
    [130, 44],
    [84, 62],
    [116, 60],
    [56, 66],
    [144, 66],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="2.2" fill="#fff3d6"/>`)
    .join('');
  const pattyLayers =
    v === 1
      ? `<rect x="24" y="106" width="152" height="20" rx="10" fill="${patty}"/><rect x="26" y="122" width="148" height="6" fill="#f9ca24"/><rect x="24" y="126" width="152" height="20" rx="10" fill="${patty}"/>`
      : `<rect x="24" y="110" width="152" height="30" rx="14" fill="${patty}"/>`;
  return (
    `<path d="M26,96 Q26,20 100,20 Q174,20 174,96 Z" fill="#e6a04e"/>${seeds}` +
    `<path d="M20,100 q10,-12 20,0 t20,0 t20,0 t20,0 t20,0 t20,0 t20,0 t20,0 v8 h-160 z" fill="#6ab04c"/>` +
    `<path d="M26,106 H174 L164,120 L150,108 L136,122 L122,108 Z" fill="#f9ca24"/>${pattyLayers}` +
    `<rect x="30" y="144" width="140" height="8" rx="4" fill="#e55039"/>` +
    `<path d="M28,152 H172 Q172,182 142,182 H58 Q28,182 28,152 Z" fill="#d9903f"/>`
  );
};

const drinks: Artist = (v) => {
  const liquid = pick(['#f39c12', '#f5efe0', '#8e5a2b', '#e84393'], v);
  const flecks =
    v === 1 ? '<g fill="#27ae60"><circle cx="86" cy="110" r="3"/><circle cx="112" cy="140" r="3"/></g>' : '';
  return (
    `<rect x="108" y="0" width="9" height="118" rx="4.5" fill="#e74c3c" transform="rotate(14 112 60)"/>` +
    `<path d="M56,66 H144 L133,184 Q132,190 126,190 H74 Q68,190 67,184 Z" fill="${liquid}"/>${flecks}` +
    `<g fill="#fff" fill-opacity="0.55"><rect x="72" y="72" width="24" height="22" rx="4" transform="rotate(-12 84 83)"/>` +
    `<rect x="102" y="80" width="22" height="20" rx="4" transform="rotate(18 113 90)"/></g>` +
    `<path d="M48,30 H152 L136,188 Q135,196 127,196 H73 Q65,196 64,188 Z" fill="#fff" fill-opacity="0.22" stroke="#fff" stroke-width="4"/>` +
    (v === 2
      ? `<path d="M150,90 q26,4 24,30 q-2,24 -28,26" fill="none" stroke="#fff" stroke-width="7"/>`
      : `<circle cx="150" cy="34" r="22" fill="#f7dc6f" stroke="#d4ac0d" stroke-width="4"/>` +
        `<g stroke="#d4ac0d" stroke-width="2"><line x1="150" y1="14" x2="150" y2="54"/><line x1="130" y1="34" x2="170" y2="34"/></g>`)
  );
};

const desserts: Artist = (v) => {
  if (v % 2 === 0) {
    const scoops = v === 0 ? ['#f8a5c2', '#6f4e37', '#fff5e1'] : ['#a3e4d7', '#f7dc6f', '#f5b7b1'];
    return (
      `<circle cx="72" cy="98" r="32" fill="${scoops[0]}"/><circle cx="128" cy="98" r="32" fill="${scoops[1]}"/>` +
      `<circle cx="100" cy="70" r="32" fill="${scoops[2]}"/>` +
      `<path d="M100,38 q6,-22 22,-30" fill="none" stroke="#27ae60" stroke-width="3"/><circle cx="100" cy="38" r="11" fill="#c0392b"/>` +
      `<path d="M36,110 H164 L142,190 H58 Z" fill="#fff" fill-opacity="0.85"/><path d="M40,124 H160" stroke="#f39c12" stroke-width="5"/>`
    );
  }
  const ball = v === 1 ? '#fdf6e3' : '#4a2511';
  return (
    `<ellipse cx="100" cy="112" rx="80" ry="26" fill="#f7c873" fill-opacity="0.9"/>` +
    `<circle cx="70" cy="100" r="24" fill="${ball}"/><circle cx="126" cy="98" r="24" fill="${ball}"/><circle cx="98" cy="82" r="24" fill="${ball}"/>` +
    `<g fill="#fff" fill-opacity="0.4"><circle cx="62" cy="92" r="5"/><circle cx="118" cy="90" r="5"/><circle cx="90" cy="74" r="5"/></g>` +
    bowl('#b5651d')
  );
};

const biryani: Artist = (v, rng) => {
  const grains = Array.from({ length: 46 }, () => {
    const x = rng.int(42, 158);
    const y = rng.int(76, 126);
    const color = rng.chance(0.3) ? '#f0a500' : '#fffbe8';
    return `<ellipse cx="${x}" cy="${y}" rx="4" ry="1.6" fill="${color}" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
  }).join('');
  const plate = v === 2 ? '#c9a227' : '#f4f4f4';
  const meat = [
    '<rect x="72" y="86" width="26" height="20" rx="7" fill="#6d3b1f"/><rect x="106" y="94" width="24" height="18" rx="7" fill="#7b4321"/>',
    '<ellipse cx="112" cy="92" rx="26" ry="15" fill="#c0703a" transform="rotate(-20 112 92)"/><rect x="130" y="74" width="22" height="7" rx="3.5" fill="#f5f0e1" transform="rotate(-20 141 77)"/>',
    '<ellipse cx="92" cy="94" rx="20" ry="15" fill="#fff"/><circle cx="92" cy="94" r="8" fill="#f1c40f"/><rect x="110" y="92" width="26" height="20" rx="7" fill="#6d3b1f"/>',
    '<circle cx="84" cy="98" r="13" fill="#e2b15b"/><rect x="104" y="88" width="26" height="20" rx="7" fill="#6d3b1f"/>',
  ];
  return (
    `<ellipse cx="100" cy="130" rx="96" ry="50" fill="${plate}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>` +
    `<path d="M26,128 Q40,62 100,58 Q160,62 174,128 Q100,148 26,128 Z" fill="#f6d47a"/>${grains}${pick(meat, v)}` +
    `<path d="M140,126 q20,-4 34,-22" fill="none" stroke="#27ae60" stroke-width="6" stroke-linecap="round"/>`
  );
};

const kebab: Artist = (v) => {
  const meat = pick(['#6d3b1f', '#d35400', '#8e5a2b', '#a0522d'], v);
  const veg = ['#27ae60', '#e74c3c', '#fdfefe'];
  const skewer = (y: number) => {
    const pieces = Array.from({ length: 6 }, (_, i) => {
      const x = 26 + i * 26;
      if (v === 3)
        return i === 0 ? `<rect x="24" y="${y - 11}" width="150" height="22" rx="11" fill="${meat}"/>` : '';
      return i % 2 === 0
        ? `<rect x="${x}" y="${y - 12}" width="24" height="24" rx="7" fill="${meat}"/>`
        : `<rect x="${x + 3}" y="${y - 9}" width="18" height="18" rx="4" fill="${pick(veg, i + v)}"/>`;
    }).join('');
    return `<rect x="4" y="${y - 2}" width="192" height="4" rx="2" fill="#95a5a6"/>${pieces}`;
  };
  return (
    `<ellipse cx="100" cy="112" rx="94" ry="46" fill="#fff" fill-opacity="0.85"/>` +
    `<g transform="rotate(-18 100 100)">${skewer(86)}${skewer(128)}</g>` +
    `<g fill="#2ecc71"><circle cx="36" cy="150" r="7"/><circle cx="166" cy="70" r="6"/></g>`
  );
};

const chinese: Artist = (v) => {
  const chopsticks =
    `<rect x="120" y="6" width="7" height="120" rx="3" fill="#8d5524" transform="rotate(28 124 66)"/>` +
    `<rect x="136" y="10" width="7" height="120" rx="3" fill="#a0522d" transform="rotate(36 140 70)"/>`;
  if (v % 2 === 0) {
    return (
      `${noodleStrokes('#e0b04f', [70, 80])}` +
      `<path d="M40,78 L160,78 L144,190 L56,190 Z" fill="#fff"/><path d="M40,78 L62,50 L100,78 Z M160,78 L138,50 L100,78 Z" fill="#ecf0f1"/>` +
      `<circle cx="100" cy="134" r="22" fill="${v === 0 ? '#c0392b' : '#16a085'}"/><path d="M90,134 h20 M100,124 v20" stroke="#fff" stroke-width="4"/>${chopsticks}`
    );
  }
  return (
    `<ellipse cx="100" cy="100" rx="78" ry="40" fill="#c98b3c"/>${noodleStrokes('#a86a2a', [84, 98, 110])}` +
    `<g fill="#2ecc71"><circle cx="80" cy="84" r="4"/><circle cx="118" cy="90" r="4"/><circle cx="100" cy="80" r="4"/></g>` +
    bowl(v === 1 ? '#c0392b' : '#2c3e50') +
    `<path d="M40,150 h120" stroke="#f1c40f" stroke-width="4" stroke-dasharray="10 8"/>${chopsticks}`
  );
};

const bakery: Artist = (v) => {
  const crust = pick(['#d89b52', '#c1803f', '#e0a96d', '#b5733a'], v);
  if (v % 2 === 0) {
    return (
      `<rect x="14" y="150" width="172" height="22" rx="6" fill="#8d6e63"/>` +
      `<path d="M28,152 Q20,70 100,64 Q180,70 172,152 Z" fill="${crust}"/>` +
      `<g fill="#f5d7a1"><ellipse cx="70" cy="104" rx="16" ry="5" transform="rotate(-35 70 104)"/>` +
      `<ellipse cx="100" cy="100" rx="16" ry="5" transform="rotate(-35 100 100)"/><ellipse cx="130" cy="104" rx="16" ry="5" transform="rotate(-35 130 104)"/></g>`
    );
  }
  const segments = [
    [40, 120, 18, -50],
    [66, 98, 22, -25],
    [100, 90, 26, 0],
    [134, 98, 22, 25],
    [160, 120, 18, 50],
  ]
    .map(
      ([x, y, r, a]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r ?? 0) * 1.35}" fill="${crust}" stroke="#8e5a2b" stroke-width="2" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');
  return `<ellipse cx="100" cy="150" rx="88" ry="18" fill="#000" fill-opacity="0.12"/>${segments}`;
};

const snacks: Artist = (v) => {
  if (v % 2 === 0) {
    const samosa = (x: number, r: number) =>
      `<path d="M${x},40 L${x + 56},150 Q${x},164 ${x - 56},150 Z" fill="#e1a546" stroke="#b9772b" stroke-width="4" stroke-linejoin="round" transform="rotate(${r} ${x} 110)"/>`;
    return (
      `<ellipse cx="100" cy="150" rx="94" ry="28" fill="#fff" fill-opacity="0.85"/>${samosa(70, -12)}${samosa(130, 10)}` +
      `<circle cx="168" cy="156" r="18" fill="#27ae60" stroke="#fff" stroke-width="3"/>`
    );
  }
  const puris = [
    [60, 96],
    [100, 84],
    [140, 96],
    [80, 126],
    [120, 126],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="20" fill="#e9b75c"/><circle cx="${x}" cy="${(y ?? 0) - 4}" r="7" fill="#6e2c00"/>`,
    )
    .join('');
  return `<ellipse cx="100" cy="116" rx="96" ry="52" fill="${v === 1 ? '#ecf0f1' : '#d6eaf8'}"/>${puris}`;
};

const ARTISTS: Record<CategoryKey, Artist> = {
  pizza,
  pasta,
  burgers,
  drinks,
  desserts,
  biryani,
  kebab,
  chinese,
  bakery,
  snacks,
};
