import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash no password matches, for deleted accounts. */
export const UNUSABLE_PASSWORD_HASH = '!';

/** Verifying against this keeps a login for an unknown e-mail as slow as one for a known e-mail. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}
