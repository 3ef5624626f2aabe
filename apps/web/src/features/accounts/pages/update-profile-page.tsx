import { ProfileUpdate, type Profile } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { FormSkeleton } from '../../../components/form/form-skeleton';
import { ImageField } from '../../../components/form/image-field';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useMessages } from '../../../i18n';
import { safeReturnTo } from '../../../lib/paths';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountCard } from '../components/account-card';
import { accountsMessages } from '../messages';

/** Which server message the form shows: phone_number or profile_image first, then the others. */
export const PROFILE_ERROR_FIELDS = [
  'phone_number',
  'profile_image',
  'first_name',
  'last_name',
  'error',
] as const;

const FOCUSABLE = ['first_name', 'last_name', 'phone_number'] as const;

function UpdateProfileForm({ profile, returnTo }: { profile: Profile; returnTo: string }) {
  const t = useMessages(accountsMessages);
  const navigate = useNavigate();
  const form = useForm({
    // The server's rules (all three required, a Bangladeshi mobile number), checked before sending.
    resolver: zodResolver(ProfileUpdate),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone_number: profile.phone_number ?? '',
      profile_image: profile.profile_image,
    },
  });
  const { onSubmit, imageProps, actionProps } = useSaveForm(form, {
    save: useUpdateProfile(),
    toBody: ({ first_name, last_name, phone_number, profile_image }) => {
      const body: ProfileUpdate = { first_name, last_name, phone_number };
      // Only a newly uploaded image is sent; leaving it out keeps the current one.
      if (typeof profile_image === 'string' && profile_image && profile_image !== profile.profile_image) {
        body.profile_image = profile_image;
      }
      return body;
    },
    onSaved: () => void navigate(returnTo),
    errorFields: PROFILE_ERROR_FIELDS,
    focusOnError: (field) => FOCUSABLE.find((name) => name === field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="update-profile-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('firstName')} autoComplete="given-name" {...fieldProps(form, 'first_name')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...fieldProps(form, 'last_name')} />
      </div>
      <PhoneField label={t('phoneNumber')} autoComplete="tel" {...fieldProps(form, 'phone_number')} />
      <ImageField control={form.control} name="profile_image" label={t('profileImage')} {...imageProps} />
      <FormActions cancelTo={returnTo} submitLabel={t('saveChanges')} {...actionProps} />
    </form>
  );
}

export function UpdateProfilePage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'), '/profile/');
  const profile = useProfile();
  const t = useMessages(accountsMessages);

  return (
    <AccountCard title={t('updateProfile')} subtitle={t('updateProfileSubtitle')} wide>
      {profile.data ? (
        <UpdateProfileForm profile={profile.data} returnTo={returnTo} />
      ) : profile.isError ? (
        <p role="alert" className="font-medium text-red-700">
          {profile.error.message || t('profileLoadFailed')}
        </p>
      ) : (
        <FormSkeleton
          label={t('loadingProfile')}
          blocks={['pair', 'field', 'image']}
          testId="update-profile-loading"
        />
      )}
    </AccountCard>
  );
}
