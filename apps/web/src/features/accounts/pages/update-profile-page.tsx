import { ProfileUpdate, type Profile } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { ImageDropZone } from '../../../components/image-drop-zone';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { firstFormError } from '../../../lib/form-errors';
import { safeReturnTo } from '../../../lib/paths';
import { uploadFile } from '../../uploads/api/upload-file';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { FormError } from '../components/form-message';
import { TextField } from '../components/text-field';

/** Spec section 5: the profile form shows phone_number or profile_image first, then the others. */
export const PROFILE_ERROR_FIELDS = [
  'phone_number',
  'profile_image',
  'first_name',
  'last_name',
  'error',
] as const;

function UpdateProfileForm({ profile, returnTo }: { profile: Profile; returnTo: string }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    // The server's rules (all three required, a Bangladeshi mobile number), checked before sending.
    resolver: zodResolver(ProfileUpdate),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone_number: profile.phone_number ?? '',
      profile_image: profile.profile_image,
    },
  });
  const serverError = firstFormError(update.error, PROFILE_ERROR_FIELDS);

  const onSubmit = handleSubmit((values) => {
    const { first_name, last_name, phone_number, profile_image } = values;
    const body: ProfileUpdate = { first_name, last_name, phone_number };
    // Only a newly uploaded image is sent; leaving it out keeps the current one.
    if (typeof profile_image === 'string' && profile_image && profile_image !== profile.profile_image) {
      body.profile_image = profile_image;
    }
    update.mutate(body, {
      onSuccess: () => void navigate(returnTo),
      onError: (error) => {
        const field = firstFormError(error, PROFILE_ERROR_FIELDS)?.field;
        if (field === 'first_name' || field === 'last_name' || field === 'phone_number') setFocus(field);
      },
    });
  });

  const saving = update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" data-testid="update-profile-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      <Controller
        control={control}
        name="profile_image"
        render={({ field }) => (
          <ImageDropZone
            label="Profile image"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            value={typeof field.value === 'string' ? field.value : null}
            onChange={field.onChange}
            onUpload={uploadFile}
            onUploadingChange={setUploading}
            disabled={saving}
          />
        )}
      />
      <FormError>{serverError?.message}</FormError>
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Link to={returnTo} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Cancel
        </Link>
        <Button type="submit" size="lg" disabled={saving || uploading}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

function FormSkeleton() {
  return (
    <div className="space-y-5" data-testid="update-profile-loading">
      <span className="sr-only" role="status">
        Loading profile
      </span>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-[4.5rem]" />
        <Skeleton className="h-[4.5rem]" />
      </div>
      <Skeleton className="h-[4.5rem]" />
      <Skeleton className="h-36" />
    </div>
  );
}

export function UpdateProfilePage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'), '/profile/');
  const profile = useProfile();

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14" aria-labelledby="update-profile-title">
      <PageTitle title="Update profile" />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="update-profile-title" className="text-2xl font-bold text-stone-900">
          Update profile
        </h1>
        <p className="mt-1.5 mb-6 text-sm text-stone-600">
          Your name and phone number are needed to place an order.
        </p>
        {profile.data ? (
          <UpdateProfileForm profile={profile.data} returnTo={returnTo} />
        ) : profile.isError ? (
          <p role="alert" className="font-medium text-red-700">
            {profile.error.message || 'Your profile could not be loaded.'}
          </p>
        ) : (
          <FormSkeleton />
        )}
      </div>
    </section>
  );
}
