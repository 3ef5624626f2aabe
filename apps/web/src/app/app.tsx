import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { signInPath } from '../lib/paths';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Makes the app: its query client, holding `state` (the answers the server drew the first screen with)
 * when there is one, and its router. Call it once the current page's code is loaded (`loadMatchedRoutes`).
 * `pause` is awaited between the two, each several milliseconds: the takeover gives the browser a turn
 * there (main.tsx).
 */
export async function createApp(
  state: DehydratedState | undefined,
  pause: () => Promise<void> = () => Promise.resolve(),
) {
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state);
  await pause();
  const router = createAppRouter();

  // A call made with a token was answered 401: the token has expired or was revoked. The API client has
  // already cleared the stored user; drop every cached answer and go to the sign-in page.
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    const leave = pathname.startsWith('/sign-in')
      ? Promise.resolve()
      : router.navigate(signInPath(pathname + search), { replace: true });
    // Clear once the page that made the call is gone, so it does not refetch what was just dropped.
    void leave.then(() => queryClient.clear());
  });

  return function App() {
    return (
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  };
}
