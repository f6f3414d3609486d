import { desc, eq, sql } from 'drizzle-orm';
import { todayIso } from '@/shared/domain/dates';
import { KYC_BACK_REQUIRED } from '@/shared/domain/verification';
import { kycFormSchema, normaliseDocumentNumber, type KycDocumentSide } from '@/shared/schemas/kyc';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { kycVerifications, users } from '@/server/db/tables';
import { AppError, isUniqueViolation } from '@/server/lib/errors';
import { consumeUserLimit } from '@/server/limits/user-limits';
import type { JobLog } from '@/server/jobs/types';
import { newDocumentKey, removeDocuments } from './documents';
import { encodeDocumentImage } from './images';
import type { KycUpload } from './multipart';
import type { KycRow } from './serialize';

type SubmitDeps = Pick<AppDeps, 'db' | 'documents'>;

/** The caller's latest submission (what GET /api/kyc/status shows). */
export async function latestSubmission(db: DbOrTx, userId: number): Promise<KycRow | undefined> {
  const [row] = await db
    .select()
    .from(kycVerifications)
    .where(eq(kycVerifications.userId, userId))
    .orderBy(desc(kycVerifications.submittedAt), desc(kycVerifications.id))
    .limit(1);
  return row;
}

/** A pending submission blocks another (409 KYC_PENDING), an approved one ends the matter (409); rejected may retry. */
async function assertMaySubmit(db: DbOrTx, userId: number): Promise<void> {
  const rows = await db
    .select({ status: kycVerifications.verificationStatus })
    .from(kycVerifications)
    .where(eq(kycVerifications.userId, userId));
  if (rows.some((r) => r.status === 'pending')) throw new AppError('KYC_PENDING');
  if (rows.some((r) => r.status === 'approved')) throw new AppError('KYC_ALREADY_APPROVED');
}

/** The form's text fields, or 400 with every field's message; missing photos are the spec's 'Missing Files'. */
function validate(upload: KycUpload, now: Date) {
  const parsed = kycFormSchema(todayIso(now)).safeParse(upload.fields);
  const fields: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const missing = (['documentFrontFile', 'selfieFile'] as const).filter((f) => !upload.files[f]);
  const documentType = parsed.success ? parsed.data.documentType : undefined;
  // The back side is asked for a national ID only; for a passport or a licence a sent one is refused, not kept:
  // nothing is stored that the decision does not need.
  const backRequired = documentType !== undefined && KYC_BACK_REQUIRED.includes(documentType);
  if (backRequired && !upload.files.documentBackFile) fields.documentBackFile = 'validation.kycBackRequired';
  if (documentType !== undefined && !backRequired && upload.files.documentBackFile)
    fields.documentBackFile = 'validation.kycBackNotAllowed';
  if (missing.length) {
    for (const f of missing) fields[f] = 'validation.kycFileMissing';
    throw new AppError('KYC_MISSING_FILES', fields);
  }
  if (!parsed.success || Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
  return parsed.data;
}

/**
 * POST /api/kyc/submit (docs/decisions/0038-kyc.md). Attempts are counted first (refused ones too: each costs three
 * image decodes); the fields and files are checked, the images re-encoded and stored encrypted, then the row is
 * written in one transaction under the user's row lock (a second submission of the same user waits, then sees the
 * first). The files are written before the commit and removed if it fails, so no document outlives a failed
 * submission; the one-pending index is the last word on a race.
 */
export async function submitKyc(
  deps: SubmitDeps,
  userId: number,
  upload: KycUpload,
  now: Date,
  log?: JobLog,
): Promise<KycRow> {
  const { db, documents } = deps;
  await assertMaySubmit(db, userId);
  const input = validate(upload, now);
  const sides: [KycDocumentSide, Buffer | undefined, string][] = [
    ['front', upload.files.documentFrontFile, 'documentFrontFile'],
    ['back', input.documentType === 'national_id' ? upload.files.documentBackFile : undefined, 'documentBackFile'],
    ['selfie', upload.files.selfieFile, 'selfieFile'],
  ];
  const images: { side: KycDocumentSide; data: Buffer }[] = [];
  for (const [side, data, field] of sides)
    if (data) images.push({ side, data: await encodeDocumentImage(data, field) });

  const written: string[] = [];
  const keyOf: Partial<Record<KycDocumentSide, string>> = {};
  try {
    for (const image of images) {
      const key = newDocumentKey(userId, image.side);
      written.push(key);
      await documents.put(key, image.data, 'image/jpeg');
      keyOf[image.side] = key;
    }
    const documentNumber = normaliseDocumentNumber(input.documentNumber);
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      await assertMaySubmit(tx, userId);
      const [row] = await tx
        .insert(kycVerifications)
        .values({
          userId,
          documentType: input.documentType,
          documentNumber,
          documentNumberLast4: documentNumber.slice(-4),
          documentFrontKey: keyOf.front ?? null,
          documentBackKey: keyOf.back ?? null,
          selfieKey: keyOf.selfie ?? null,
          firstName: input.firstName,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          nationality: input.nationality,
          address: input.address,
          city: input.city,
          postalCode: input.postalCode,
          country: input.country,
          phoneNumber: input.phoneNumber,
          submittedAt: now,
        })
        .returning();
      return row;
    });
  } catch (e) {
    await removeDocuments(documents, written, log);
    if (isUniqueViolation(e, 'kyc_verifications_one_pending')) throw new AppError('KYC_PENDING');
    throw e;
  }
}

/** Counts one attempt against the account's KYC budget (429 with Retry-After past it). */
export async function countKycAttempt(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await consumeUserLimit(db, 'kycSubmissions', userId, 1, now);
}
