import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate, UserLanguage } from '@bhoj/contract';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { ownImages } from '../uploads/own-image.ts';
import { uploadsService } from '../uploads/service.ts';

/** The Profile shape, selected straight from `users`. */
export const profileColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  phone_number: users.phoneNumber,
  profile_image: users.profileImage,
  role: users.role,
  language: users.language,
};

/** The signed-in user's own profile. */
export function accountsProfileService(
  deps: Pick<Deps, 'db' | 'storage' | 'config' | 'counters' | 'imageJobs'>,
) {
  const { db } = deps;
  const uploads = uploadsService(deps);
  const images = ownImages(deps);

  return {
    async get(userId: number): Promise<Profile> {
      const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
      if (!profile) throw notFound();
      return profile;
    },

    /** The account's language: the one its mails are written in. */
    async setLanguage(userId: number, language: UserLanguage): Promise<Profile> {
      const [profile] = await db
        .update(users)
        .set({ language, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning(profileColumns);
      if (!profile) throw notFound();
      return profile;
    },

    /**
     * profile_image: a file is stored through the upload pipeline; a URL must be an upload of this
     * account's or the current image; "" or null keeps it.
     */
    async update(userId: number, input: ProfileUpdate): Promise<Profile> {
      const { profile_image: image } = input;
      const newUrl = typeof image === 'string' ? images.accept('profile_image', image) : undefined;
      const prepared = image instanceof File ? await uploads.prepare(userId, image, 'profile_image') : null;
      return db.transaction(async (tx) => {
        if (newUrl) {
          const [current] = await tx
            .select({ image: users.profileImage })
            .from(users)
            .where(eq(users.id, userId))
            .for('update');
          await images.checkOwner(tx, 'profile_image', newUrl, userId, current?.image);
        }
        const url = prepared ? await uploads.store(userId, prepared, tx) : newUrl;
        const [profile] = await tx
          .update(users)
          .set({
            firstName: input.first_name,
            lastName: input.last_name,
            phoneNumber: input.phone_number,
            ...(url ? { profileImage: url } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId))
          .returning(profileColumns);
        if (!profile) throw notFound();
        return profile;
      });
    },
  };
}
