import type { Profile } from '@bhoj/contract';
import { LayoutDashboard, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Button, buttonClasses } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { homePathFor } from '../../../lib/auth-storage';
import { useProfile } from '../api/get-profile';
import { accountsMessages } from '../messages';

/** The update-profile link, coming back here afterwards. */
export const UPDATE_PROFILE_PATH = `/update-profile/?returnTo=${encodeURIComponent('/profile/')}`;

export function fullName(profile: Pick<Profile, 'first_name' | 'last_name'>): string {
  return [profile.first_name, profile.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-stone-500">{label}</dt>
      <dd className="break-words text-stone-900 sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function ProfileSkeleton() {
  const t = useMessages(accountsMessages);
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-8" data-testid="profile-loading">
      <span className="sr-only" role="status">
        {t('loadingProfile')}
      </span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full sm:size-24" />
        <div className="space-y-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
      <div className="mt-6 space-y-4">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-6 w-full" />
        ))}
      </div>
    </div>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const t = useMessages(accountsMessages);
  const name = fullName(profile);
  const dashboard = profile.role === 'customer' ? null : homePathFor(profile.role);
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8" data-testid="profile">
      <div className="flex items-center gap-4">
        <Avatar
          name={profile.username}
          src={profile.profile_image || null}
          className="size-20 text-3xl! sm:size-24"
        />
        <div className="min-w-0">
          <p className="truncate text-xl font-bold text-stone-900" data-testid="profile-username">
            {profile.username}
          </p>
          <p className="text-sm text-stone-500">{name || profile.email}</p>
        </div>
      </div>

      <dl className="mt-6 divide-y divide-stone-100 border-y border-stone-100">
        <Detail label={t('username')} testId="profile-username-value">
          {profile.username}
        </Detail>
        <Detail label={t('fullName')} testId="profile-full-name">
          {name || t('notProvided')}
        </Detail>
        <Detail label={t('email')} testId="profile-email">
          {profile.email}
        </Detail>
        <Detail label={t('phone')} testId="profile-phone">
          {profile.phone_number?.trim() || t('notProvided')}
        </Detail>
      </dl>

      <div className="mt-6 flex flex-col gap-3 xs:flex-row">
        <Link to={UPDATE_PROFILE_PATH} className={buttonClasses()}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('updateProfile')}
        </Link>
        {dashboard ? (
          <Link to={dashboard} className={buttonClasses({ variant: 'outline' })}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('dashboard')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  const t = useMessages(accountsMessages);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14" aria-labelledby="profile-title">
      <PageTitle title={t('profile')} />
      <h1 id="profile-title" className="mb-6 text-2xl font-bold text-stone-900 sm:text-3xl">
        {t('myProfile')}
      </h1>
      {profile.data ? (
        <ProfileCard profile={profile.data} />
      ) : profile.isError ? (
        <div className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-5" role="alert">
          <p className="font-medium text-red-700">{profile.error.message || t('profileLoadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <ProfileSkeleton />
      )}
    </section>
  );
}
