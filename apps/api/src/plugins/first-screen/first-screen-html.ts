import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sizedImage, srcsetOf } from '@bhoj/contract';
import type { FastifyInstance } from 'fastify';
import { type StorefrontPage, storefrontPage } from './storefront-pages.ts';

/** The id of the `<script type="application/json">` holding the answers (read by the web app's lib/first-screen.ts). */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * Builds a storefront page's HTML with its first screen's data in it: the web app's index.html, plus
 * the answers of the API calls the page makes before it shows anything (made here, in process, so
 * usually answered from the answer cache), plus a `modulepreload` of each file of the page's own chunk.
 * Code and data then arrive together instead of one after the other. Other pages get nothing: undefined.
 */
export function firstScreenPages(app: FastifyInstance, webDir: string) {
  const template = readFileSync(join(webDir, 'index.html'), 'utf8');
  const pageFiles = readPageFiles(webDir);

  return async function firstScreenHtml(path: string, query: string): Promise<string | undefined> {
    const page = storefrontPage(path, query);
    if (!page) return undefined;
    const made = await Promise.all(
      page.calls.map(async (call) => {
        const url = `/api/${call}`;
        const answer = await app.inject({ method: 'GET', url });
        // A missing row (404) is left to the app, which shows it as it always has.
        return answer.statusCode === 200 ? { url, body: answer.body } : undefined;
      }),
    );
    const answers = made.flatMap((entry) => (entry ? `${JSON.stringify(entry.url)}:${entry.body}` : []));
    const preloads = (pageFiles.get(page.page) ?? [])
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const image = mainImagePreload(page, made[page.mainImage?.call ?? -1]?.body);
    if (image) preloads.unshift(image);
    // Nothing to add: the page as built (and precompressed).
    if (answers.length === 0 && preloads.length === 0) return undefined;
    // `<` written as its JSON escape, so no answer's text can close the script element.
    const data = `{${answers.join(',')}}`.replaceAll('<', '\\u003c');
    const head = [...preloads, `<script type="application/json" id="${FIRST_SCREEN_ID}">${data}</script>`];
    return template.replace('</head>', `${head.join('\n')}\n</head>`);
  };
}

/**
 * A preload of the page's main picture, with the `srcset` and `sizes` its `<img>` will have, so the
 * browser fetches the same width as soon as the HTML arrives rather than once the page has rendered.
 */
function mainImagePreload(page: StorefrontPage, body: string | undefined): string | undefined {
  if (!page.mainImage || body === undefined) return undefined;
  const url = page.mainImage.find(JSON.parse(body));
  if (typeof url !== 'string' || !url) return undefined;
  const sized = sizedImage(url);
  const candidates = sized
    ? ` imagesrcset="${escapeAttribute(srcsetOf(sized))}" imagesizes="${page.mainImage.sizes}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(url)}"${candidates} fetchpriority="high">`;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Each storefront page's first-load files, as the web build lists them (its `.vite/first-load.json`). */
function readPageFiles(webDir: string): Map<string, string[]> {
  const path = join(webDir, '.vite', 'first-load.json');
  if (!existsSync(path)) return new Map();
  const pages = JSON.parse(readFileSync(path, 'utf8')) as { page: string; files: string[] }[];
  return new Map(pages.map(({ page, files }) => [page, files]));
}
