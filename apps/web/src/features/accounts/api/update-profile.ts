import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getStoredUser, setStoredUser } from '../../../lib/auth-storage';
import type { Profile, ProfileUpdate } from '@bhoj/contract';
import { profileQueryKey } from './get-profile';

/** PUT /api/accounts/profile/ (token, JSON; profile_image as an uploaded URL) → 200 Profile. */
export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return api.put<Profile>('accounts/profile/', body);
}

/**
 * Saves the profile, then refetches it and copies the visible fields into the stored user, so the avatar
 * menu shows the new name and image at once.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      const stored = getStoredUser();
      if (stored) setStoredUser({ ...stored, ...profile, token: stored.token });
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
