import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolated modules cannot read
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
