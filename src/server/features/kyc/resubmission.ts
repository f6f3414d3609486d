import type { KycResubmission } from '@/shared/schemas/kyc';
import type { KycRow } from './serialize';

/**
 * GET /api/kyc/resubmission (issue 20 §5): the owner's own rejected submission's text fields, to fill the next form.
 * Nothing for any other state: a pending or approved check is not resubmitted. No image or storage key is named.
 */
export function toResubmission(latest: KycRow | undefined): KycResubmission {
  if (latest?.verificationStatus !== 'rejected') return { previous: null };
  return {
    previous: {
      id: latest.id,
      documentType: latest.documentType,
      documentNumber: latest.documentNumber,
      firstName: latest.firstName,
      lastName: latest.lastName,
      dateOfBirth: latest.dateOfBirth,
      nationality: latest.nationality,
      address: latest.address,
      city: latest.city,
      postalCode: latest.postalCode,
      country: latest.country,
      phoneNumber: latest.phoneNumber,
    },
  };
}
