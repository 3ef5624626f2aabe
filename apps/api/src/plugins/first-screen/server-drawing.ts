import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A language choice as the web app writes it in its cookie and in the page: `<language>.<digits>`. */
export interface LanguageChoice {
  language: string;
  digits: string;
}

/** What the web app's server build (apps/web/src/entry-server.tsx) offers. */
interface ServerBuild {
  setTransport(transport: (url: string) => Promise<{ status: number; data: unknown }>): void;
  choiceFromCookie(value: string | undefined): LanguageChoice;
  renderPage(path: string, choice: LanguageChoice): Promise<{ html: string; state: unknown } | undefined>;
}

/** A storefront page drawn on the server: its markup ('' when left to the browser) and query state. */
export interface DrawnPage {
  html: string;
  state: unknown;
  choice: LanguageChoice;
}

export interface ServerDrawing {
  /** The language choice the browser's cookie names (the default without one). */
  choiceOf(languageCookie: string | undefined): LanguageChoice;
  /** The page drawn in `choice`, or undefined when the app has no such page to draw. */
  draw(path: string, choice: LanguageChoice): Promise<DrawnPage | undefined>;
}

/**
 * A GET of the API in process, anonymous, as a request for the site itself: its answer may be kept and
 * kept answers may serve it (lib/site-address.ts).
 */
export const askApi = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { host: new URL(app.publicUrl).host } });

/**
 * Loads the web app's server build from `serverDir` (`dist-server/` beside the web build) and answers
 * how to draw a page with it, or undefined when there is none (the API run without a web build). The
 * pages it draws ask the API in process and anonymously, so they hold what anyone may see and their
 * answers usually come from the answer cache.
 */
export async function loadServerDrawing(
  app: FastifyInstance,
  serverDir: string,
): Promise<ServerDrawing | undefined> {
  const file = join(serverDir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  build.setTransport(async (url) => {
    const answer = await askApi(app, url);
    let data: unknown = answer.body;
    try {
      data = answer.json();
    } catch {
      // Not JSON: the text as it is, as the browser's client reads it.
    }
    return { status: answer.statusCode, data };
  });
  return {
    choiceOf: (languageCookie) => build.choiceFromCookie(languageCookie),
    async draw(path, choice) {
      const drawn = await build.renderPage(path, choice);
      return drawn && { ...drawn, choice };
    },
  };
}
