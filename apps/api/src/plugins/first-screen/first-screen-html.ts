import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { storefrontPage } from './storefront-pages.ts';

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
        return answer.statusCode === 200 ? `${JSON.stringify(url)}:${answer.body}` : undefined;
      }),
    );
    const answers = made.filter((entry) => entry !== undefined);
    const preloads = (pageFiles.get(page.page) ?? [])
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    // Nothing to add: the page as built (and precompressed).
    if (answers.length === 0 && preloads.length === 0) return undefined;
    // `<` written as its JSON escape, so no answer's text can close the script element.
    const data = `{${answers.join(',')}}`.replaceAll('<', '\\u003c');
    const head = [...preloads, `<script type="application/json" id="${FIRST_SCREEN_ID}">${data}</script>`];
    return template.replace('</head>', `${head.join('\n')}\n</head>`);
  };
}

/** Each storefront page's first-load files, as the web build lists them (its `.vite/first-load.json`). */
function readPageFiles(webDir: string): Map<string, string[]> {
  const path = join(webDir, '.vite', 'first-load.json');
  if (!existsSync(path)) return new Map();
  const pages = JSON.parse(readFileSync(path, 'utf8')) as { page: string; files: string[] }[];
  return new Map(pages.map(({ page, files }) => [page, files]));
}
