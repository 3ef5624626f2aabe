import { Health, HealthDown, HealthLive, HealthReady } from '@bhoj/contract';
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

  app.get(
    '/health/live/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The process is up (for liveness probes: asks nothing of the database)',
        response: { 200: HealthLive },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether to send this instance traffic (for readiness probes and load balancers)',
        description:
          '200 when the database answers, Redis too when REDIS_URL is set, and the instance is not ' +
          'draining; 503 with the same body otherwise. Draining starts at SIGTERM.',
        response: { 200: HealthReady, 503: HealthReady },
      },
    },
    async (_request, reply) => {
      const answer = await health.ready();
      return reply.code(answer.ready ? 200 : 503).send(answer);
    },
  );
}
