/** The public site's main links, shared by the top bar and the mobile menu. */
export const mainLinks = [
  { to: '/our-menu/', label: 'Our menu' },
  { to: '/about/', label: 'About' },
  { to: '/contact/', label: 'Contacts' },
  { to: '/restaurant-list/', label: 'Restaurant' },
] as const;
