import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { AnswerVersions } from '../lib/answer-versions.ts';
import { MESSAGES } from '../lib/errors.ts';
import { requestForSite } from '../lib/site-address.ts';
import { webDistDir } from '../paths.ts';
import { firstScreenPages } from './first-screen/first-screen-html.ts';
import { loadServerDrawing } from './first-screen/server-drawing.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves uploaded images under /media/ (names are never reused, so they are cached for a year) and the
 * built web app with a history fallback: any non-API GET that is not a file answers index.html, so deep
 * links such as /restaurant/dashboard/food-items/ open the app; a storefront page's index.html carries its
 * first screen's data (first-screen/). The app's text files are served from
 * the `.br` or `.gz` copy its build writes beside each one when Accept-Encoding allows (`Vary:
 * Accept-Encoding`), else as they are; images are sent as they are.
 */
export async function registerWebAndMedia(
  app: FastifyInstance,
  config: Config,
  versions: AnswerVersions,
  webDir = webDistDir,
) {
  // STORAGE=s3: `stored-media.ts` serves /media/ from the bucket instead.
  if (!config.storage.s3) {
    await app.register(fastifyStatic, {
      root: join(config.dataDir, 'media'),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`),
    });
  }

  const hasWeb = existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      // `/` is a storefront page like the others: the fallback below answers it.
      index: false,
      preCompressed: true,
      // The compressed copies are picked by Accept-Encoding, not asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(webDir, 'assets')}`);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  const drawing = hasWeb ? await loadServerDrawing(app, join(dirname(webDir), 'dist-server')) : undefined;
  // Drawn pages share the answer cache's memory: a quarter of it.
  const cacheBytes = config.answerCacheBytes / 4;
  const firstScreenHtml = hasWeb
    ? firstScreenPages({ app, webDir, drawing, versions, cacheBytes, sendMarkup: config.drawOnServer })
    : undefined;
  const forSite = requestForSite(config.publicUrl);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // Only page routes fall back to the app; a missing asset (e.g. an old chunk after a redeploy) is a 404.
    const isPage = !/^\/(api|media|assets)\//.test(path);
    if (firstScreenHtml && wantsPage && isPage) {
      reply.header('cache-control', 'no-cache');
      const query = request.url.slice(path.length + 1);
      const html = await firstScreenHtml(path, query, request.headers.cookie, forSite(request));
      // Drawn in the language the browser's cookie names.
      if (html) return reply.type('text/html; charset=utf-8').header('vary', 'Cookie').send(html);
      return reply.sendFile('index.html', webDir);
    }
    return reply.code(404).send({ detail: MESSAGES.notFound });
  });
}
