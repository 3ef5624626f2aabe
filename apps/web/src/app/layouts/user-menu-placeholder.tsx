import { ChevronDown } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { useMessages } from '../../i18n';
import type { StoredUser } from '../../lib/auth-storage';
import { layoutMessages } from './messages';

export const userMenuTriggerClass =
  'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-stone-800 hover:bg-stone-100 data-[state=open]:bg-stone-100';

/** What the avatar menu's button shows: the user's picture or initial, name and a chevron. */
export function UserMenuFace({ user }: { user: StoredUser }) {
  const t = useMessages(layoutMessages);
  const name = user.username || t('account');
  const image = typeof user.profile_image === 'string' ? user.profile_image : null;
  return (
    <>
      <Avatar name={name} src={image} />
      <span className="max-w-32 truncate">{name}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-stone-500" />
    </>
  );
}

/** The avatar menu's button as it looks, shown for the moment the menu's code is still loading. */
export function UserMenuPlaceholder({ user }: { user: StoredUser }) {
  return (
    <span className={userMenuTriggerClass} aria-hidden="true">
      <UserMenuFace user={user} />
    </span>
  );
}
