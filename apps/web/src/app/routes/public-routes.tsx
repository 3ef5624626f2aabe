import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';
import { GuestOnly, RequireAuth } from '../route-guard';

/** The public, guest-only and signed-in pages, all inside the public layout. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../../features/catalog/pages/home-page'), 'HomePage') },
  {
    path: 'food/:slug',
    lazy: page(() => import('../food/food-page'), 'FoodPage'),
  },
  {
    path: 'category/:slug',
    lazy: page(() => import('../../features/catalog/pages/category-foods-page'), 'CategoryFoodsPage'),
  },
  {
    path: 'search',
    lazy: page(() => import('../../features/search/pages/search-page'), 'SearchPage'),
  },
  {
    path: 'restaurant-list',
    lazy: page(() => import('../../features/restaurants/pages/restaurant-list-page'), 'RestaurantListPage'),
  },
  {
    path: 'restaurant/:slug',
    lazy: page(() => import('../restaurant/restaurant-page'), 'RestaurantPage'),
  },
  {
    path: 'our-menu',
    lazy: page(() => import('../../features/catalog/pages/our-menu-page'), 'OurMenuPage'),
  },
  { path: 'about', lazy: page(() => import('../../features/site/pages/about-page'), 'AboutPage') },
  {
    path: 'contact',
    lazy: page(() => import('../../features/site/pages/contact-page'), 'ContactPage'),
  },
  {
    path: 'unauthorized',
    lazy: page(() => import('../../features/site/pages/unauthorized-page'), 'UnauthorizedPage'),
  },
  {
    path: 'payment/success',
    lazy: page(() => import('../../features/payments/pages/payment-success-page'), 'PaymentSuccessPage'),
  },
  {
    element: <GuestOnly />,
    children: [
      {
        path: 'sign-up',
        lazy: page(() => import('../../features/accounts/pages/sign-up-page'), 'SignUpPage'),
      },
      {
        path: 'sign-in',
        lazy: page(() => import('../sign-in-route'), 'SignInRoute'),
      },
      {
        path: 'forget-password',
        lazy: page(() => import('../../features/accounts/pages/forget-password-page'), 'ForgetPasswordPage'),
      },
      {
        path: 'reset-password/:uid/:token',
        lazy: page(() => import('../../features/accounts/pages/reset-password-page'), 'ResetPasswordPage'),
      },
    ],
  },
  // A visitor's guest cart too: the page itself sends owners and admins to /unauthorized/.
  {
    path: 'view-cart',
    lazy: page(() => import('../../features/cart/pages/view-cart-page'), 'ViewCartPage'),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'profile',
        lazy: page(() => import('../profile/profile-and-addresses-page'), 'ProfileAndAddressesPage'),
      },
      {
        path: 'update-profile',
        lazy: page(() => import('../../features/accounts/pages/update-profile-page'), 'UpdateProfilePage'),
      },
      {
        // Customers only: the guard decides before the page asks the API for anything.
        element: <RequireAuth role="customer" />,
        children: [
          {
            path: 'checkout',
            lazy: page(() => import('../checkout/checkout-page'), 'CheckoutPage'),
          },
          {
            path: 'order-history',
            lazy: page(() => import('../../features/orders/pages/order-history-page'), 'OrderHistoryPage'),
          },
        ],
      },
    ],
  },
  // Foods of a tag (/{tag}/). Ranked below every static path above; listed last to say so.
  {
    path: ':tag',
    lazy: page(() => import('../../features/catalog/pages/tag-foods-page'), 'TagFoodsPage'),
  },
  {
    path: '*',
    lazy: page(() => import('../../components/not-found-page'), 'NotFoundPage'),
  },
];
