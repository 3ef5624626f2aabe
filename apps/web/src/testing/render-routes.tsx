import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';

/** Renders a memory router over `routes` at `url`, inside a fresh query client without retries. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** A stand-in page that says where it is and what navigation state it got. */
export function Landing({ name }: { name: string }) {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <p>
      {name} page{notice ? `: ${notice}` : ''}
    </p>
  );
}

/** A route whose page loads lazily like the app's, so navigations to it take a moment. */
export function lazyLanding(path: string, name: string): RouteObject {
  return { path, lazy: async () => ({ Component: () => <Landing name={name} /> }) };
}
