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

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif\"";

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

/** Centred white text with a soft shadow; the font size shrinks so long names fit `maxWidth`. */
export function label(text: string, x: number, y: number, size: number, maxWidth: number): string {
  const fitted = Math.min(size, Math.floor(maxWidth / (text.length * 0.68)));
  const common = `x="${x}" text-anchor="middle" font-size="${fitted}" font-weight="bold" ${FONT}`;
  const body = escapeXml(text);
  return (
    `<text ${common} y="${y + 3}" fill="#000" fill-opacity="0.3">${body}</text>` +
    `<text ${common} y="${y}" fill="#fff">${body}</text>`
  );
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
