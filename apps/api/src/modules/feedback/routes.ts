import { z } from 'zod';
import { Comment, FeedbackBody, SlugParams } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { notModifiedAnswer } from '../../lib/etag.ts';
import { badRequest, guarded, notFoundAnswer } from '../../lib/route-schema.ts';
import { feedbackService } from './service.ts';

const tags = ['feedback'];

export async function feedbackRoutes(app: App, deps: Deps) {
  const feedback = feedbackService(deps);

  app.get(
    '/restaurant/feedback-list/:slug/',
    {
      config: { access: 'public', publicAnswer: 'any-caller' },
      schema: {
        tags,
        summary: "A food's comments, newest first",
        params: SlugParams,
        response: { 200: z.array(Comment), ...notModifiedAnswer, ...notFoundAnswer },
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
        params: SlugParams,
        body: FeedbackBody,
        response: { 201: Comment, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await feedback.post(request.params.slug, requireUser(request).id, request.body)),
  );
}
