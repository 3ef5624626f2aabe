import { dehydrate, type Query, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { choiceFromCookie, prepareLanguage, type LanguageChoice } from './i18n/server-language';
import { setServerTransport, type ServerTransport } from './lib/api-client';

/**
 * The storefront drawn on the server (docs/ARCHITECTURE.md, "Web delivery", "The first screen's data,
 * drawn on the server"): the API calls `renderPage` for a storefront page and puts the markup in `#root`
 * and the query state beside it, so the browser paints the page from the HTML and React takes it over
 * (main.tsx, `hydrateRoot`).
 *
 * TanStack Query does not fetch while React draws, so a page is drawn, the queries it asked for are
 * fetched, and it is drawn again until it asks for nothing new. A page still waiting after that, or
 * whose call failed, is left to the browser (no markup): it draws it as it always has, from the query
 * state given. Each draw waits for the code of every part of the page (`prerender`), so no part is left
 * for the browser to draw and the browser's takeover reports no error.
 */

/** At most this many rounds of fetching: a page whose data reveals more queries needs two or three. */
const MAX_FETCHES = 3;

export interface RenderedPage {
  /** The markup of `#root`, or '' when the page is left to the browser. */
  html: string;
  /** TanStack Query's dehydrated state: every answer the page's first screen used. */
  state: unknown;
}

export { choiceFromCookie, type LanguageChoice, type ServerTransport };

/** Called once by the API: how the server's drawing asks the API for an answer. */
export function setTransport(transport: ServerTransport): void {
  setServerTransport(transport);
}

/**
 * A query the page asked for and has no answer to. Whether it is enabled lives in the options its
 * component gave, which TanStack Query keeps on the query when the component made it.
 */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending') return false;
  const { queryFn, enabled } = query.options as Query['options'] & {
    enabled?: boolean | ((query: Query) => boolean);
  };
  if (!queryFn || queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

let drawing: Promise<unknown> = Promise.resolve();
/** Runs the draws one after the other. */
function oneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const next = drawing.then(draw, draw);
  drawing = next.catch(() => undefined);
  return next;
}

export async function renderPage(path: string, choice: LanguageChoice): Promise<RenderedPage | undefined> {
  const activate = await prepareLanguage(choice);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://bhoj.invalid')));
  if (context instanceof Response || context.statusCode !== 200) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();

  const draw = () =>
    oneAtATime(async () => {
      // The language is global to the app's texts: no other page is drawn until this one is done.
      activate();
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
        // Every part in place, in order: React would otherwise move a large part to the end of the
        // page behind an inline script, which the Content-Security-Policy forbids.
        { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
      );
      const chunks: Buffer[] = [];
      for await (const chunk of prelude) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });

  let html = await draw();
  for (let fetches = 0; ; fetches++) {
    const queries = queryClient.getQueryCache().getAll();
    const done = queries.every((query) => !isWaiting(query));
    if (done && queries.every((query) => query.state.status !== 'error')) {
      return { html, state: dehydrate(queryClient) };
    }
    // A failed call, or a page that keeps asking: the browser draws it from what was fetched.
    if (done || fetches === MAX_FETCHES) return { html: '', state: dehydrate(queryClient) };
    await Promise.all(queries.filter(isWaiting).map((query) => query.fetch().catch(() => undefined)));
    html = await draw();
  }
}
