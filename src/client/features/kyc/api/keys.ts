/** The identity check's queries: its status (the KYC page, the profile's card) and a rejected submission's fields. */
export const kycKeys = {
  all: ['kyc'] as const,
  status: () => [...kycKeys.all, 'status'] as const,
};
