import type { PublicLayoutMessageKey } from './messages';

/** The public site's main links, shared by the top bar and the mobile menu. */
export const mainLinks = [
  { to: '/our-menu/', labelKey: 'ourMenu' },
  { to: '/about/', labelKey: 'about' },
  { to: '/contact/', labelKey: 'contacts' },
  { to: '/restaurant-list/', labelKey: 'restaurant' },
] as const satisfies readonly { to: string; labelKey: PublicLayoutMessageKey }[];
