import type { DbOrTx } from '@/server/db/client';
import { isCommonPassword } from '@/server/lib/common-passwords';
import { AppError } from '@/server/lib/errors';
import { verifyPassword } from '@/server/lib/passwords';
import { consumeRateLimit } from '@/server/limits/rate-limit';
import type { UserRow } from './sessions';

/** Checks of the current password per account: a stolen session must not become a fast password oracle. */
export const CURRENT_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/** On top of the spec's five rules: not one of the most common passwords (sign-up, reset, change). */
export function assertNotCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw new AppError('VALIDATION_FAILED', { [field]: 'validation.passwordTooCommon' });
}

/**
 * A sensitive change (e-mail, password, deletion) proves the person at the keyboard knows the password: missing or
 * wrong is a 400 on the field `currentPassword`; every check counts against the account's limit (429 passwordChecks).
 */
export async function assertCurrentPassword(db: DbOrTx, user: UserRow, password: string | undefined, now: Date) {
  if (!password) throw new AppError('VALIDATION_FAILED', { currentPassword: 'validation.currentPasswordRequired' });
  await consumeRateLimit(
    db,
    [{ key: `current-password:user:${user.id}`, ...CURRENT_PASSWORD_LIMIT }],
    'passwordChecks',
    now,
  );
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('VALIDATION_FAILED', { currentPassword: 'validation.currentPasswordWrong' });
  }
}
