import { Health } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { healthService } from './service.ts';

export async function healthRoutes(app: App, deps: Deps) {
  const health = healthService(deps);

  app.get(
    '/health/',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: Health } } },
    () => health.check(),
  );
}
