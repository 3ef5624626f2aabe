import { Health, HealthDown } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { healthService } from './service.ts';

export async function healthRoutes(app: App, deps: Deps) {
  const health = healthService(deps);

  app.get(
    '/health/',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: Health, 503: HealthDown } },
    },
    async (_request, reply) => {
      const answer = await health.check();
      return reply.code(answer.status === 'ok' ? 200 : 503).send(answer);
    },
  );
}
