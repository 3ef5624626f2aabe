import sharp from 'sharp';
import type { Storage } from '../../lib/storage.ts';

/**
 * Demo pictures, drawn as SVG and rendered to WebP at seed time: no network and no fonts needed (a fresh
 * machine may have none), so the art is shapes only — a plate with a dish whose shape and colour follow
 * the category.
 */
const DISH_ART: Record<string, (accent: string) => string> = {
  Pizza: (a) =>
    `<circle cx="320" cy="240" r="150" fill="#f2c14e"/><circle cx="320" cy="240" r="128" fill="${a}"/>` +
    [0, 60, 120]
      .map(
        (d) =>
          `<line x1="190" y1="240" x2="450" y2="240" stroke="#f2c14e" stroke-width="6" transform="rotate(${d} 320 240)"/>`,
      )
      .join('') +
    [
      [270, 190],
      [370, 200],
      [300, 290],
      [380, 280],
      [250, 250],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="#8c1c13"/>`)
      .join(''),
  Burgers: (a) =>
    `<path d="M190 230 Q320 80 450 230 Z" fill="#d98e32"/><rect x="185" y="236" width="270" height="22" rx="10" fill="#5aa33b"/>` +
    `<rect x="180" y="258" width="280" height="40" rx="16" fill="${a}"/><rect x="190" y="300" width="260" height="40" rx="18" fill="#d98e32"/>`,
  Drinks: (a) =>
    `<path d="M250 130 L390 130 L370 360 L270 360 Z" fill="#ffffff" opacity="0.85"/><path d="M258 180 L382 180 L368 350 L272 350 Z" fill="${a}"/>` +
    `<rect x="340" y="90" width="10" height="120" fill="#e63946" transform="rotate(15 345 150)"/>`,
  Desserts: (a) =>
    `<path d="M260 250 L320 380 L380 250 Z" fill="#d9a066"/><circle cx="320" cy="220" r="62" fill="${a}"/><circle cx="320" cy="150" r="14" fill="#c1121f"/>`,
  Kebab: (a) =>
    `<line x1="170" y1="300" x2="470" y2="180" stroke="#6b4f3a" stroke-width="8"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${205 + i * 50}" y="${255 - i * 20}" width="40" height="40" rx="10" fill="${i % 2 ? '#5aa33b' : a}"/>`,
      )
      .join(''),
  Bakery: (a) =>
    `<path d="M190 290 Q320 110 450 290 Q320 250 190 290 Z" fill="${a}"/><path d="M250 250 Q320 170 390 250" stroke="#8a5a2b" stroke-width="8" fill="none"/>`,
};

const bowl = (accent: string) =>
  `<path d="M180 230 L460 230 Q450 360 320 370 Q190 360 180 230 Z" fill="#ffffff"/><ellipse cx="320" cy="232" rx="135" ry="34" fill="${accent}"/>` +
  [
    [280, 222],
    [330, 236],
    [370, 220],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#ffffff" opacity="0.7"/>`)
    .join('');

const PALETTE = [
  '#e76f51',
  '#f4a261',
  '#2a9d8f',
  '#e9c46a',
  '#8ab17d',
  '#b56576',
  '#6d597a',
  '#457b9d',
  '#d62828',
];

export const colourFor = (index: number) => PALETTE[index % PALETTE.length]!;

function dishSvg(category: string, background: string, accent: string, width: number, height: number) {
  const art = (DISH_ART[category] ?? bowl)(accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 480" preserveAspectRatio="xMidYMid slice">
<rect width="640" height="480" fill="${background}"/>
<circle cx="320" cy="240" r="190" fill="#000000" opacity="0.08"/><circle cx="320" cy="240" r="175" fill="#fdf6ec"/>
${art}</svg>`;
}

/** A cover: coloured stripes like an awning over a plate. */
function coverSvg(colour: string) {
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${i * 80}" y="0" width="40" height="90" fill="#ffffff" opacity="0.8"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colour}"/>${stripes}
<rect x="0" y="90" width="640" height="14" fill="#000000" opacity="0.15"/><circle cx="320" cy="300" r="120" fill="#fdf6ec"/>
<circle cx="320" cy="300" r="80" fill="${colour}" opacity="0.6"/></svg>`;
}

export interface DemoImages {
  /** Image URL for a category and a variant number. */
  dish(category: string, variant: number): string;
  category(category: string): string;
  cover(index: number): string;
}

export const DISH_VARIANTS = 3;

/**
 * Renders every demo picture once and stores it like an upload; answers the URLs and the `uploads` rows
 * to record inside the seed's transaction.
 */
export async function renderDemoImages(storage: Storage, categoryNames: readonly string[], covers: number) {
  const jobs: { key: string; svg: string; width: number; height: number }[] = [];
  categoryNames.forEach((name, c) => {
    for (let v = 0; v < DISH_VARIANTS; v++) {
      jobs.push({
        key: `demo/dish-${c}-${v}.webp`,
        svg: dishSvg(name, colourFor(c + v * 3), colourFor(c + v + 4), 640, 480),
        width: 640,
        height: 480,
      });
    }
    jobs.push({
      key: `demo/category-${c}.webp`,
      svg: dishSvg(name, colourFor(c), colourFor(c + 4), 400, 400),
      width: 400,
      height: 400,
    });
  });
  for (let r = 0; r < covers; r++) {
    jobs.push({ key: `demo/cover-${r}.webp`, svg: coverSvg(colourFor(r)), width: 640, height: 480 });
  }

  const rows = await Promise.all(
    jobs.map(async (job) => {
      const body = await sharp(Buffer.from(job.svg)).webp({ quality: 70 }).toBuffer();
      await storage.put(job.key, body, 'image/webp');
      return {
        key: job.key,
        contentType: 'image/webp',
        size: body.length,
        width: job.width,
        height: job.height,
      };
    }),
  );

  const index = new Map(categoryNames.map((name, c) => [name, c]));
  const images: DemoImages = {
    dish: (category: string, variant: number) =>
      storage.url(`demo/dish-${index.get(category)}-${variant % DISH_VARIANTS}.webp`),
    category: (category: string) => storage.url(`demo/category-${index.get(category)}.webp`),
    cover: (r: number) => storage.url(`demo/cover-${r}.webp`),
  };
  return { images, uploadRows: rows };
}
