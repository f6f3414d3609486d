import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { KYC_DOCUMENT_TYPES, KYC_STATUSES } from '@/shared/domain/verification';
import { users } from './users';

/**
 * Spec 02 §3 phone_verifications (issue 14): one row per code sent. The code itself is never stored, only its hash
 * (`verificationCodeHash`), bound to the number it went to; `attempts` wrong tries of `maxAttempts` burn it, and a
 * used or burnt code has `consumedAt`. The rows are also the per-number and per-account send counts of the throttle.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164 with a space after the country code ("+48 600700800"), as users.mobileNumber. */
    phoneNumber: text().notNull(),
    countryCode: text().notNull().default('+48'),
    verificationCodeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verified: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(3),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp({ withTimezone: true }),
    /** Used, burnt by wrong tries, or replaced by a newer code: no longer accepted. */
    consumedAt: timestamp({ withTimezone: true }),
    /** The sender's address, for the per-address cap. */
    ip: text(),
  },
  (t) => [
    index('phone_verifications_user_idx').on(t.userId, t.createdAt),
    index('phone_verifications_number_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_created_idx').on(t.createdAt),
  ],
);

export const kycStatusEnum = pgEnum('kyc_status', KYC_STATUSES);
export const kycDocumentTypeEnum = pgEnum('kyc_document_type', KYC_DOCUMENT_TYPES);

/**
 * Spec 02 §3 kyc_verifications (issue 14). The images live in the private document storage under the `*Key`
 * columns (encrypted, never a public URL); the retention job deletes them some days after the decision and sets
 * `documentsDeletedAt`, and wipes `documentNumber`, keeping its last 4 characters. One pending submission per user
 * (the partial unique index).
 */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verificationStatus: kycStatusEnum().notNull().default('pending'),
    documentType: kycDocumentTypeEnum().notNull(),
    documentNumber: text(),
    documentNumberLast4: text().notNull(),
    documentFrontKey: text(),
    documentBackKey: text(),
    selfieKey: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    nationality: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull().default('Poland'),
    phoneNumber: text().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text(),
    verificationNotes: text(),
    documentsDeletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kyc_verifications_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.verificationStatus} = 'pending'`),
    index('kyc_verifications_user_idx').on(t.userId, t.submittedAt),
    index('kyc_verifications_status_idx').on(t.verificationStatus, t.submittedAt),
  ],
);

/**
 * What admins did and saw (issue 14): every decision and every view of a document, written in the same transaction
 * as the decision. `actorId` null is the system.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    details: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
