import type { KycAdminRecord, KycStatus } from '@/shared/schemas/kyc';
import type { kycVerifications } from '@/server/db/tables';

export type KycRow = typeof kycVerifications.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/kyc/status: the latest submission, or `none`. */
export function toKycStatus(row: KycRow | undefined): KycStatus {
  if (!row)
    return {
      verificationStatus: 'none',
      id: null,
      submittedAt: null,
      reviewedAt: null,
      documentType: null,
      firstName: null,
      lastName: null,
      rejectionReason: null,
      verificationNotes: null,
    };
  return {
    verificationStatus: row.verificationStatus,
    id: row.id,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    documentType: row.documentType,
    firstName: row.firstName,
    lastName: row.lastName,
    rejectionReason: row.rejectionReason,
    verificationNotes: row.verificationNotes,
  };
}

const documentUrl = (id: number, side: string, key: string | null) =>
  key ? `/api/admin/kyc/${id}/documents/${side}` : null;

/**
 * The admin's view: no storage key ever leaves the server, only the authorised addresses of the images, under the
 * spec's names (spec 02 §3 documentFrontUrl, documentBackUrl, selfieUrl) and, as before, grouped in `documents`.
 * A side never sent, or deleted by retention, is null.
 */
export function toAdminRecord(row: KycRow, userEmail: string | null): KycAdminRecord {
  const documents = {
    front: documentUrl(row.id, 'front', row.documentFrontKey),
    back: documentUrl(row.id, 'back', row.documentBackKey),
    selfie: documentUrl(row.id, 'selfie', row.selfieKey),
  };
  return {
    id: row.id,
    userId: row.userId,
    userEmail,
    verificationStatus: row.verificationStatus,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    documentNumberLast4: row.documentNumberLast4,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    phoneNumber: row.phoneNumber,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: row.reviewedBy,
    rejectionReason: row.rejectionReason,
    verificationNotes: row.verificationNotes,
    documentsDeletedAt: iso(row.documentsDeletedAt),
    documentFrontUrl: documents.front,
    documentBackUrl: documents.back,
    selfieUrl: documents.selfie,
    documents,
  };
}
