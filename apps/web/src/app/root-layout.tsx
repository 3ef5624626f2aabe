import { Outlet } from 'react-router';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
