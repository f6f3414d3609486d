import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rentals } from './rentals';
import { users } from './users';

/**
 * A rental's handover record (issue 25 §1): one party's condition photos and note at pickup or at return, with the
 * moment the server took it in. Photos are private files (adapters/documents, keys under rentals/<id>/), served only
 * to the two parties and administrators. Records are never edited: more photos are another record.
 */
export const handoverRecords = pgTable(
  'handover_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rentalId: integer()
      .notNull()
      .references(() => rentals.id),
    /** pickup | return (shared/domain/damage.ts HANDOVER_MOMENTS). */
    moment: text().notNull(),
    byUserId: integer()
      .notNull()
      .references(() => users.id),
    /** owner | renter: the side of the rental who added it. */
    byRole: text().notNull(),
    note: text().notNull().default(''),
    photoKeys: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When the retention rules deleted the photos (the record stays). */
    photosDeletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('handover_records_rental_idx').on(t.rentalId, t.createdAt),
    check('handover_records_moment', sql`${t.moment} IN ('pickup', 'return')`),
    check('handover_records_role', sql`${t.byRole} IN ('owner', 'renter')`),
  ],
);

/**
 * spec 02 §3's damage_reports (issue 25 §2): filed by the owner after the return, answered by the renter, settled by
 * the renter's acceptance or an administrator's decision. Amounts in grosze: `estimatedCost` what the owner claims,
 * `deposit` what of the deposit the platform held when it was filed, `settledAmount` what goes to the owner (at most
 * the deposit), `returnedToRenter` the rest of the deposit. At most one open report per rental (the partial index).
 */
export const damageReports = pgTable(
  'damage_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rentalId: integer()
      .notNull()
      .references(() => rentals.id),
    reportedBy: integer()
      .notNull()
      .references(() => users.id),
    description: text().notNull(),
    estimatedCost: integer().notNull(),
    photoKeys: jsonb().$type<string[]>().notNull().default([]),
    /** reported, accepted, disputed, resolved, withdrawn (shared/domain/damage.ts). */
    status: text().notNull().default('reported'),
    deposit: integer().notNull(),
    answerDueAt: timestamp({ withTimezone: true }).notNull(),
    renterStatement: text(),
    renterPhotoKeys: jsonb().$type<string[]>().notNull().default([]),
    answeredAt: timestamp({ withTimezone: true }),
    /** renter | system (silence past the answer's deadline). */
    disputedBy: text(),
    settledAmount: integer(),
    returnedToRenter: integer(),
    /** renter (accepted) | admin (resolved). */
    settledBy: text(),
    decidedById: integer().references(() => users.id),
    decisionReason: text(),
    settledAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    photosDeletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('damage_reports_one_open_idx')
      .on(t.rentalId)
      .where(sql`${t.status} IN ('reported', 'disputed')`),
    index('damage_reports_rental_idx').on(t.rentalId, t.createdAt),
    index('damage_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('reported', 'disputed')`),
    index('damage_reports_owner_idx').on(t.reportedBy, t.createdAt),
    check('damage_reports_status', sql`${t.status} IN ('reported', 'accepted', 'disputed', 'resolved', 'withdrawn')`),
    check('damage_reports_amounts', sql`${t.estimatedCost} > 0 AND ${t.deposit} >= 0`),
    check(
      'damage_reports_settled',
      sql`(${t.status} IN ('accepted', 'resolved')) = (${t.settledAmount} IS NOT NULL AND ${t.settledAmount} >= 0 AND ${t.settledAmount} <= ${t.deposit})`,
    ),
  ],
);
