import type { DbOrTx } from '@/server/db/client';
import type { PrivateUser, PublicUser } from '@/shared/schemas/users';
import { pendingEmailOf, type UserRow } from '@/server/features/auth/public';
import { trustSignalsOf, type TrustSignals } from './trust';

/**
 * The card's fields as the account's own view carries them (whole names); the public profile (profile.ts) shortens
 * them. The identity badge and the response time come from the records (trust.ts), never the row.
 */
export function toPublicUser(
  u: Pick<
    UserRow,
    | 'id'
    | 'username'
    | 'firstName'
    | 'lastName'
    | 'profilePhotoUrl'
    | 'phoneVerified'
    | 'averageRating'
    | 'reviewCount'
    | 'createdAt'
  >,
  trust: TrustSignals,
): PublicUser {
  return {
    id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    profilePhotoUrl: u.profilePhotoUrl,
    isVerified: trust.isVerified,
    phoneVerified: u.phoneVerified,
    averageRating: u.averageRating,
    reviewCount: u.reviewCount,
    responseTime: trust.responseTime,
    responseTimeMinutes: trust.responseTimeMinutes,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The account as its owner sees it; `pendingEmail` comes from pendingEmailOf (auth/verification.ts). */
export function toPrivateUser(u: UserRow, trust: TrustSignals, pendingEmail: string | null = null): PrivateUser {
  return {
    ...toPublicUser(u, trust),
    email: u.email,
    mobileNumber: u.mobileNumber,
    countryCode: u.countryCode,
    role: u.role,
    language: u.language,
    emailVerified: u.emailVerifiedAt !== null,
    pendingEmail,
    termsAcceptedVersion: u.termsAcceptedVersion,
    termsAcceptedAt: u.termsAcceptedAt?.toISOString() ?? null,
  };
}

/** The signed-in user's own view (login, /api/auth/me, profile updates), with the same signals as their public card. */
export async function privateUserOf(db: DbOrTx, u: UserRow, now: Date): Promise<PrivateUser> {
  const [trust, pendingEmail] = await Promise.all([trustSignalsOf(db, u.id), pendingEmailOf(db, u, now)]);
  return toPrivateUser(u, trust, pendingEmail);
}
