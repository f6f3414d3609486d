import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every acceptance of a legal document (issue 27 §2): the terms or the privacy policy, its version, when and from
 * where. The user row keeps the latest terms version for the quick check; this is the record.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'terms' or 'privacy' (shared/domain/legal.ts). */
    document: text().notNull(),
    version: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.acceptedAt)],
);

/**
 * A self-service data export (issue 27 §3): asked for (`preparing`), built by a job into private storage (`ready`),
 * downloaded once through a link whose token's SHA-256 is kept here (`downloaded`), or `expired` after 24 hours.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().notNull().default('preparing'),
    /** SHA-256 of the token in the download link. */
    tokenHash: text().unique(),
    /** Where the ZIP sits in the private (document) storage. */
    storageKey: text(),
    sizeBytes: integer(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    readyAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    downloadedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The language the package was written in (its README's): the file's name follows it. */
    language: text(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt)],
);

/**
 * An owner's tax data for DAC7 (issue 27 §5), given once on the payout page: the kind (individual or business) in the
 * clear for the report's grouping, everything else (names, date of birth, PESEL/NIP, KRS/REGON, address) as one
 * AES-256-GCM envelope made with the identity documents' key (adapters/documents/document-crypto.ts).
 */
export const taxInfos = pgTable('tax_infos', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text().notNull(),
  envelope: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a seller was last told about a year under DAC7 (issue 27 §5): what was reported, or, with no tax data, that it
 * is needed. One row per seller and year, replaced when what there is to tell changes (a correction).
 */
export const dac7Notices = pgTable(
  'dac7_notices',
  {
    year: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The figures as told (quarterly consideration, fees, activities), in grosze. */
    figures: jsonb().notNull(),
    /** Whether the seller had given their tax data: if not, the notice asked for it instead of saying it was sent. */
    taxInfoGiven: boolean().notNull().default(true),
    notifiedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.year, t.userId] })],
);
