/** Small helpers for building the demo images' SVG source. */

/** `hsl()` as #rrggbb, so the renderer never has to parse CSS colour functions. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (shift: number) => {
    const t = (h + shift + 1) % 1;
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}

/** A diagonal two-colour gradient background of the given hue, with a few soft light dots. */
export function background(width: number, height: number, hue: number, dots: readonly number[][]): string {
  const circles = dots
    .map(([x = 0, y = 0, r = 0]) => `<circle cx="${x * width}" cy="${y * height}" r="${r}" fill="#fff"/>`)
    .join('');
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 72, 62)}"/><stop offset="1" stop-color="${hsl(hue + 14, 68, 36)}"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<g opacity="0.12">${circles}</g>`
  );
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
