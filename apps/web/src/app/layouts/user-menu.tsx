import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ClipboardList, LogOut, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../features/accounts/hooks/use-logout';
import { useMessages } from '../../i18n';
import type { StoredUser } from '../../lib/auth-storage';
import { layoutMessages } from './messages';
import { UserMenuFace, userMenuTriggerClass } from './user-menu-placeholder';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-stone-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The avatar menu of the top bars: who is signed in, Profile, Orders (shoppers only) and log out. */
export function UserMenu({
  user,
  showOrders = false,
  showEmail = false,
  logoutLabel,
}: {
  user: StoredUser;
  showOrders?: boolean;
  showEmail?: boolean;
  logoutLabel?: string;
}) {
  const t = useMessages(layoutMessages);
  const logout = useLogout();
  const name = user.username || t('account');

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={userMenuTriggerClass}
        aria-label={t('accountMenuFor', { name })}
        data-testid="user-menu-trigger"
      >
        <UserMenuFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 animate-fade-in rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold text-stone-900">{name}</span>
            {showEmail && user.email ? (
              <span className="block truncate text-sm text-stone-500">{user.email}</span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <MenuLink to="/profile/" icon={<User aria-hidden="true" className="size-4" />}>
            {t('profile')}
          </MenuLink>
          {showOrders ? (
            <MenuLink to="/order-history/" icon={<ClipboardList aria-hidden="true" className="size-4" />}>
              {t('orders')}
            </MenuLink>
          ) : null}
          <DropdownMenu.Item className={itemClass} onSelect={logout}>
            <LogOut aria-hidden="true" className="size-4" />
            {logoutLabel ?? t('logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
