import { SiteConfig } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/index.ts';

const credentials = ({ email, password }: { email: string; password: string }) => ({ email, password });

export async function siteRoutes(app: App, { config }: Deps) {
  // The demo accounts' passwords are public by design: the sign-in page's quick buttons use them.
  const answer: SiteConfig = {
    demo_accounts: config.demoData
      ? { owner: credentials(DEMO_ACCOUNTS.owner), admin: credentials(DEMO_ACCOUNTS.admin) }
      : null,
  };

  app.get(
    '/site-config/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'What the web app needs to know about this installation',
        response: { 200: SiteConfig },
      },
    },
    () => answer,
  );
}
