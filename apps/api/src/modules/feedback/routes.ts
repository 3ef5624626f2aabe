import { z } from 'zod';
import { BusinessError, Comment, DetailError, FeedbackBody, FieldErrors, SlugParams } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { feedbackService } from './service.ts';

const tags = ['feedback'];

export async function feedbackRoutes(app: App, { database }: Deps) {
  const feedback = feedbackService(database.db);

  app.get(
    '/restaurant/feedback-list/:slug/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A food's comments, newest first",
        params: SlugParams,
        response: { 200: z.array(Comment), 404: DetailError },
      },
    },
    (request) => feedback.list(request.params.slug),
  );

  app.post(
    '/restaurant/feedback/:slug/',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        summary: 'Rate and comment on a food; a second post replaces your first',
        security: [{ token: [] }],
        params: SlugParams,
        body: FeedbackBody,
        response: {
          201: Comment,
          400: z.union([FieldErrors, BusinessError]),
          401: DetailError,
          403: DetailError,
          404: DetailError,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await feedback.post(request.params.slug, requireUser(request).id, request.body)),
  );
}
