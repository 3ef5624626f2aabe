import { z } from 'zod';
import {
  BusinessError,
  Comment,
  CommentIdParams,
  DetailError,
  FeedbackBody,
  RatingEligibility,
  ReplyBody,
  SlugParams,
} from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { notModifiedAnswer } from '../../lib/etag.ts';
import { badRequest, conflict, guarded, notFoundAnswer } from '../../lib/route-schema.ts';
import { feedbackService } from './service.ts';

const tags = ['feedback'];
/** A customer who never received the food; wrong roles keep the usual `detail`. */
const ForbiddenAnswer = z.union([DetailError, BusinessError]);

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
        summary: 'Rate and comment on a food you received; a second post replaces your first',
        description: 'A customer without a Completed order line of the food gets a 403 with `error`.',
        params: SlugParams,
        body: FeedbackBody,
        response: { 201: Comment, ...badRequest, ...guarded, 403: ForbiddenAnswer, ...notFoundAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await feedback.post(request.params.slug, requireUser(request).id, request.body)),
  );
  app.get(
    '/restaurant/feedback-eligibility/:slug/',
    {
      config: { access: ['customer'], privateAnswer: true },
      schema: {
        tags,
        summary: 'Whether you may rate this food (you received it: a Completed order line)',
        params: SlugParams,
        response: { 200: RatingEligibility, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => feedback.eligibility(request.params.slug, requireUser(request).id),
  );

  app.post(
    '/restaurant/feedback-reply/:id/',
    {
      config: { access: ['restaurant_owner'] },
      schema: {
        tags,
        summary: "Answer a comment on one of your restaurant's foods, once",
        params: CommentIdParams,
        body: ReplyBody,
        response: { 201: Comment, ...badRequest, ...guarded, ...notFoundAnswer, ...conflict },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await feedback.reply(request.params.id, requireUser(request).id, request.body.reply)),
  );
}
