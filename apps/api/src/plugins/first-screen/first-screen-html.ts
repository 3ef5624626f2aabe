import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sizedImage, srcsetOf } from '@bhoj/contract';
import type { FastifyInstance } from 'fastify';
import type { AnswerVersions } from '../../lib/answer-versions.ts';
import { drawnPageCache } from './drawn-page-cache.ts';
import { askApi, type LanguageChoice, type ServerDrawing } from './server-drawing.ts';
import { type StorefrontPage, storefrontPage } from './storefront-pages.ts';

/** The id of the `<script type="application/json">` the web app reads its first screen from (lib/first-screen.ts). */
export const FIRST_SCREEN_ID = 'first-screen';

/** The cookie holding the browser's language choice (the web app's i18n/languages.ts). */
const LANGUAGE_COOKIE = 'bhoj_language';

/**
 * Builds a storefront page's HTML: the web app's index.html with the page drawn on the server in `#root`
 * (in the language of the browser's cookie), the query state it was drawn with (the browser takes the
 * markup over with it, or draws from it when the server could not), a `modulepreload` of each file of
 * the page's own chunk and a preload of its main picture. Other pages, or no server drawing: undefined.
 * Built pages are kept until the catalog changes (`drawnPageCache`, `cacheBytes` of them at most).
 */
export function firstScreenPages(options: {
  app: FastifyInstance;
  webDir: string;
  drawing: ServerDrawing | undefined;
  versions: AnswerVersions;
  cacheBytes: number;
  /** Send the markup (DRAW_ON_SERVER); else only the state it was drawn from, for the browser to draw. */
  sendMarkup: boolean;
}) {
  const { app, webDir, drawing } = options;
  const template = readFileSync(join(webDir, 'index.html'), 'utf8');
  const pageFiles = readPageFiles(webDir);
  const startedAfterPaint = startAfterPaint(template);
  const built = drawnPageCache(options.versions, options.cacheBytes);

  async function build(
    page: StorefrontPage,
    path: string,
    choice: LanguageChoice,
  ): Promise<string | undefined> {
    if (!drawing) return undefined;
    const [drawn, image] = await Promise.all([drawing.draw(path, choice), mainImagePreload(app, page)]);
    if (!drawn) return undefined;
    const drawnHere = options.sendMarkup && drawn.html !== '';
    const files = (pageFiles.get(page.page) ?? [])
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `/${file}`);
    // A drawn page paints without its scripts: they are requested once it has painted, not in
    // competition with what the paint needs (the CSS, the main picture). A page left to the browser
    // needs them first.
    const afterPaint = drawnHere ? startedAfterPaint(files) : undefined;
    const preloads = afterPaint
      ? []
      : files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    if (image) preloads.unshift(image);
    const { language, digits } = drawn.choice;
    const firstScreen = { state: drawn.state, ...(drawnHere ? { drawnIn: `${language}.${digits}` } : {}) };
    // `<` written as its JSON escape, so no answer's text can close the script element.
    const data = JSON.stringify(firstScreen).replaceAll('<', '\\u003c');
    // At the end of the body: the browser reads it only when the app starts, after the page is parsed.
    const state = `<script type="application/json" id="${FIRST_SCREEN_ID}">${data}</script>`;
    const shell = afterPaint ?? template;
    return (
      shell
        .replace('<html lang="en">', `<html lang="${language === 'bn' ? 'bn' : 'en'}">`)
        .replace('</head>', `${preloads.join('\n')}\n</head>`)
        .replace('</body>', `${state}\n</body>`)
        // `data-drawn` until the app has taken the markup over (main.tsx); tests wait for that.
        .replace(
          '<div id="root"></div>',
          drawnHere ? `<div id="root" data-drawn>${drawn.html}</div>` : '<div id="root"></div>',
        )
    );
  }

  /**
   * The page at `path`, or undefined; kept for later visitors only when the request was made for the
   * site's own host (`forSite`), as the answer cache keeps answers.
   */
  return async function firstScreenHtml(
    path: string,
    query: string,
    cookieHeader: string | undefined,
    forSite: boolean,
  ): Promise<string | undefined> {
    const page = storefrontPage(path, query);
    if (!page || !drawing) return undefined;
    const choice = drawing.choiceOf(cookieValue(cookieHeader, LANGUAGE_COOKIE));
    const key = `${path} ${choice.language}.${choice.digits}`;
    const kept = built.get(key);
    if (kept) return kept;
    const catalog = options.versions.catalog();
    try {
      const html = await build(page, path, choice);
      if (html && forSite) built.set(key, catalog, html);
      return html;
    } catch (error) {
      // The browser can still draw the page from index.html: a fault in drawing must not cost the visit.
      app.log.error({ err: error, path }, 'drawing a storefront page on the server failed');
      return undefined;
    }
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
}

/**
 * A preload of the page's main picture, with the `srcset` and `sizes` its `<img>` will have, so the
 * browser fetches the same width as soon as the HTML arrives rather than once it has read the page.
 */
async function mainImagePreload(app: FastifyInstance, page: StorefrontPage): Promise<string | undefined> {
  if (!page.mainImage) return undefined;
  const answer = await askApi(app, `/api/${page.mainImage.call}`);
  if (answer.statusCode !== 200) return undefined;
  const url = page.mainImage.find(answer.json());
  if (typeof url !== 'string' || !url) return undefined;
  const sized = sizedImage(url);
  const candidates = sized
    ? ` imagesrcset="${escapeAttribute(srcsetOf(sized))}" imagesizes="${page.mainImage.sizes}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(url)}"${candidates} fetchpriority="high">`;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * `template` with the app's module script and its preloads replaced by `start-after-paint.js` (in the
 * web app's public files), which requests them, and the page's own `files`, once the page is painted.
 * A template without a module script is left as it is.
 */
function startAfterPaint(template: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) return () => undefined;
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloaded = [...template.matchAll(preload)].map((match) => match[1]!);
  const shell = template.replace(entry[0], '').replaceAll(preload, '');
  return (files: string[]) => {
    const all = escapeAttribute([...preloaded, ...files].join(' '));
    const starter = `<script defer src="/start-after-paint.js" data-entry="${escapeAttribute(entry[1]!)}" data-preload="${all}"></script>`;
    return shell.replace('</head>', `${starter}\n</head>`);
  };
}

/** Each storefront page's first-load files, as the web build lists them (its `.vite/first-load.json`). */
function readPageFiles(webDir: string): Map<string, string[]> {
  const path = join(webDir, '.vite', 'first-load.json');
  if (!existsSync(path)) return new Map();
  const pages = JSON.parse(readFileSync(path, 'utf8')) as { page: string; files: string[] }[];
  return new Map(pages.map(({ page, files }) => [page, files]));
}
