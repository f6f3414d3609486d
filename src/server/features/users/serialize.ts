import type { PrivateUser, PublicUser } from '@/shared/schemas/users';
import type { UserRow } from '@/server/features/auth/public';

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    profilePhotoUrl: u.profilePhotoUrl,
    isVerified: u.isVerified,
    averageRating: u.averageRating,
    reviewCount: u.reviewCount,
    responseTime: u.responseTime,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The account as its owner sees it; `pendingEmail` comes from pendingEmailOf (auth/verification.ts). */
export function toPrivateUser(u: UserRow, pendingEmail: string | null = null): PrivateUser {
  return {
    ...toPublicUser(u),
    email: u.email,
    mobileNumber: u.mobileNumber,
    countryCode: u.countryCode,
    phoneVerified: u.phoneVerified,
    role: u.role,
    language: u.language,
    emailVerified: u.emailVerifiedAt !== null,
    pendingEmail,
  };
}
