import { Outlet } from 'react-router';
import { Toaster } from '../components/toast';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  );
}
