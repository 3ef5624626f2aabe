import { AddressBook } from '../../features/addresses/components/address-book';
import { ProfilePage } from '../../features/accounts/pages/profile-page';
import { useStoredUser } from '../../lib/auth-storage';

/** profile/: the profile, and for a customer the saved delivery addresses under it. */
export function ProfileAndAddressesPage() {
  const user = useStoredUser();
  return (
    <>
      <ProfilePage />
      {user?.role === 'customer' ? (
        <div className="mx-auto w-full max-w-2xl px-4 pb-14">
          <AddressBook />
        </div>
      ) : null}
    </>
  );
}
