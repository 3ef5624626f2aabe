import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

/** ADMIN_EMAIL/ADMIN_PASSWORD: how a real deployment gets its first admin, and how it resets a lost password. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<'created' | 'reset'> {
  const email = admin.email.toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  const updated = await db
    .update(users)
    .set({ passwordHash, role: 'admin', updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (updated.length > 0) return 'reset';
  const base = email.split('@')[0]?.replace(/[^a-z0-9_.-]/g, '') || 'admin';
  await db.insert(users).values({ username: `${base}-admin`, email, passwordHash, role: 'admin' });
  return 'created';
}
