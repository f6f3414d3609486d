import { LEGAL_DOCUMENTS, PRIVACY_VERSION, TERMS_VERSION } from '@/shared/domain/legal';

/** The record of the demo accounts' acceptance of the current terms and privacy policy, at the seed's time. */
export function demoConsents(userRows: { id: number }[], acceptedAt: Date) {
  return userRows.flatMap(({ id }) =>
    LEGAL_DOCUMENTS.map((document) => ({
      userId: id,
      document,
      version: document === 'terms' ? TERMS_VERSION : PRIVACY_VERSION,
      acceptedAt,
      ip: null,
      userAgent: null,
    })),
  );
}
