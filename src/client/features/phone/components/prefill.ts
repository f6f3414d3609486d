import { PHONE_VERIFICATION_COUNTRIES } from '@/shared/domain/verification';
import { splitMobileNumber } from '@/shared/schemas/users';

/**
 * The number step's first values from the profile's number: its country code and digits when the code is one the
 * verification offers; otherwise nothing, since a number under another code cannot be sent from this form.
 */
export function prefillFromMobileNumber(
  mobileNumber: string | null | undefined,
): { countryCode: string; phoneNumber: string } | undefined {
  if (!mobileNumber?.trim()) return undefined;
  const { countryCode, number } = splitMobileNumber(mobileNumber);
  if (!number || !PHONE_VERIFICATION_COUNTRIES.some((c) => c.code === countryCode)) return undefined;
  return { countryCode, phoneNumber: number };
}
