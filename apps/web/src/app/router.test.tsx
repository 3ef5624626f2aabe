import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Which route a URL lands on: its path segments, and the guard on the way ('auth', 'guest', a role). */
function resolve(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const path = matches
    .map(({ route }) => (route.index ? '(index)' : route.path))
    .filter((segment) => segment && segment !== '/')
    .join(' > ');
  let guard = '';
  for (const { route } of matches) {
    if (!isValidElement<{ role?: string }>(route.element)) continue;
    const name = typeof route.element.type === 'function' ? route.element.type.name : '';
    if (name === 'RequireAuth') guard = route.element.props.role ?? 'auth';
    if (name === 'GuestOnly') guard = 'guest';
  }
  return { path, guard };
}

describe('routes', () => {
  it.each([
    ['/', '(index)', ''],
    ['/food/chicken-biryani/', 'food/:slug', ''],
    ['/category/pizza/', 'category/:slug', ''],
    ['/restaurant-list/', 'restaurant-list', ''],
    ['/restaurant/kacchi-bhai/', 'restaurant/:slug', ''],
    ['/our-menu/', 'our-menu', ''],
    ['/about/', 'about', ''],
    ['/contact/', 'contact', ''],
    ['/unauthorized/', 'unauthorized', ''],
    ['/payment/success/', 'payment/success', ''],
    ['/quick-and-affordable/', ':tag', ''],
    ['/popular', ':tag', ''],
    ['/sign-up/', 'sign-up', 'guest'],
    ['/sign-in', 'sign-in', 'guest'],
    ['/forget-password/', 'forget-password', 'guest'],
    ['/reset-password/MQ/abc-123/', 'reset-password/:uid/:token', 'guest'],
    ['/profile/', 'profile', 'auth'],
    ['/update-profile/', 'update-profile', 'auth'],
    ['/view-cart/', 'view-cart', ''],
    ['/checkout/', 'checkout', 'customer'],
    ['/order-history/', 'order-history', 'customer'],
    ['/restaurant/dashboard/', 'restaurant/dashboard > (index)', 'restaurant_owner'],
    ['/restaurant/dashboard', 'restaurant/dashboard > (index)', 'restaurant_owner'],
    ['/restaurant/dashboard/add-food-item/', 'restaurant/dashboard > add-food-item', 'restaurant_owner'],
    [
      '/restaurant/dashboard/update-food-item/12/',
      'restaurant/dashboard > update-food-item/:id',
      'restaurant_owner',
    ],
    [
      '/restaurant/dashboard/update-restaurant-info/',
      'restaurant/dashboard > update-restaurant-info',
      'restaurant_owner',
    ],
    ['/restaurant/dashboard/food-items/', 'restaurant/dashboard > food-items', 'restaurant_owner'],
    ['/restaurant/dashboard/user-order/', 'restaurant/dashboard > user-order', 'restaurant_owner'],
    ['/admin/dashboard/', 'admin/dashboard > (index)', 'admin'],
    ['/admin/dashboard/users/', 'admin/dashboard > users', 'admin'],
    ['/admin/dashboard/users/update-role/5/', 'admin/dashboard > users/update-role/:id', 'admin'],
    ['/admin/dashboard/create-restaurant/', 'admin/dashboard > create-restaurant', 'admin'],
    ['/admin/dashboard/restaurant-list/', 'admin/dashboard > restaurant-list', 'admin'],
    ['/admin/dashboard/food-category/', 'admin/dashboard > food-category', 'admin'],
    ['/admin/dashboard/category-list/', 'admin/dashboard > category-list', 'admin'],
    ['/admin/dashboard/food-tag/', 'admin/dashboard > food-tag', 'admin'],
    ['/admin/dashboard/tag-list/', 'admin/dashboard > tag-list', 'admin'],
    ['/admin/dashboard/orders/', 'admin/dashboard > orders', 'admin'],
    ['/no/such/page/', '*', ''],
    ['/admin/dashboard/nope/', 'admin/dashboard > *', 'admin'],
  ])('%s → %s', (url, path, guard) => {
    expect(resolve(url)).toEqual({ path, guard });
  });
});
