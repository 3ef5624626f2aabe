import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Login, type LoginBody, type Profile, type RegisterBody } from '@bhoj/contract';
import { authTokens, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { type AuthUser, newTokenKey, sha256, TOKEN_IDLE_DAYS } from '../../lib/auth.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { profileColumns } from './profile-service.ts';

const TAKEN = {
  username: 'A user with that username already exists.',
  email: 'A user with that email already exists.',
} as const;
const UNIQUE_INDEX_FIELD: Record<string, keyof typeof TAKEN> = {
  users_username_key: 'username',
  users_email_key: 'email',
};

/** The field a unique violation is about, when the error is one. */
const takenField = (err: unknown): keyof typeof TAKEN | undefined =>
  UNIQUE_INDEX_FIELD[uniqueViolation(err) ?? ''];

// Unknown emails are checked against this hash, so a wrong email costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
const decoyHash = () => (dummyHash ??= hashPassword(randomBytes(32).toString('hex')));

/** Sign-up, sign-in and sign-out. */
export function accountsService({ db }: Pick<Deps, 'db'>) {
  void decoyHash();

  async function assertAvailable(username: string, email: string) {
    const rows = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username}) or ${users.email} = ${email}`);
    const errors: Record<string, string[]> = {};
    if (rows.some((r) => r.username.toLowerCase() === username.toLowerCase()))
      errors.username = [TAKEN.username];
    if (rows.some((r) => r.email === email)) errors.email = [TAKEN.email];
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  }

  return {
    /** Always a customer: roles are given by admins only. */
    async register(input: RegisterBody): Promise<Profile> {
      if (isCommonPassword(input.password)) throw fieldError('password', COMMON_PASSWORD_MESSAGE);
      await assertAvailable(input.username, input.email);
      const passwordHash = await hashPassword(input.password);
      try {
        const [profile] = await db
          .insert(users)
          .values({ username: input.username, email: input.email, passwordHash, role: 'customer' })
          .returning(profileColumns);
        return profile!;
      } catch (err) {
        // Another sign-up with the same name or email won the race between the check and the insert.
        const field = takenField(err);
        if (field) throw fieldError(field, TAKEN[field]);
        throw err;
      }
    },

    /** The account of `email` when `password` is its password; an unknown email costs as much time. */
    async checkPassword({ email, password }: Pick<LoginBody, 'email' | 'password'>) {
      const [user] = await db
        .select({ ...profileColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email));
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid) return undefined;
      const { passwordHash: _hash, ...profile } = user;
      return profile;
    },

    /** A new random token, stored hashed; it expires after TOKEN_IDLE_DAYS without use. */
    async startSession(profile: Profile): Promise<Login> {
      const token = newTokenKey();
      await db.insert(authTokens).values({
        userId: profile.id,
        tokenHash: sha256(token),
        expiresAt: sql`now() + make_interval(days => ${TOKEN_IDLE_DAYS})`,
      });
      return { ...profile, token, user_id: profile.id };
    },

    async logout({ tokenId }: AuthUser): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date(), revokedReason: 'signed_out' })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
    },
  };
}
