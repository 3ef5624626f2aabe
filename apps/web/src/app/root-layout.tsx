import { Outlet } from 'react-router';
import { IconSprite } from '../components/sprite-icon';
import { Toaster } from '../components/toast';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <IconSprite />
      <ScrollToTop />
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  );
}
