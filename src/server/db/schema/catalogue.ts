import { sql } from 'drizzle-orm';
import {
  uuid,
  bigint,
  boolean,
  check,
  doublePrecision,
  customType,
  index,
  uniqueIndex,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CANCELLATION_TERMS, FLEXIBILITY } from '@/shared/constants/listing';
import { users } from './users';

export const categories = pgTable('categories', {
  id: integer().primaryKey(),
  name: text().notNull(),
  emoji: text().notNull(),
  description: text().notNull(),
});

/** A set of date ranges, e.g. '{[2026-07-01,2026-07-04),[2026-07-10,2026-07-12)}'. */
const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

export const cancellationTermsEnum = pgEnum('cancellation_terms', CANCELLATION_TERMS);
export const flexibilityEnum = pgEnum('flexibility', FLEXIBILITY);

export const items = pgTable(
  'items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    description: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    pricePerDay: numeric({ precision: 10, scale: 2 }).notNull(),
    value: numeric({ precision: 10, scale: 2 }).notNull(),
    damageDeposit: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    imageUrls: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The mean of the item's published item reviews (0 without any), their number, and the Bayesian sort score. */
    rating: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer().notNull().default(0),
    ratingScore: doublePrecision(),
    available: boolean().notNull().default(true),
    location: text().notNull(),
    district: text(),
    cancellationTerms: cancellationTermsEnum().notNull().default('standard'),
    flexibility: flexibilityEnum().notNull().default('moderate'),
    insuranceRequired: boolean().notNull().default(false),
    /** The owner's rules for a request (issue 26 §1): shortest and longest rental in days, days of notice before it. */
    minDays: integer().notNull().default(1),
    maxDays: integer().notNull().default(90),
    noticeDays: integer().notNull().default(0),
    /** The secret of the item's iCal feed (GET /api/calendar/{token}.ics), made on the owner's first ask. */
    calendarToken: text(),
    /** An external calendar the owner imports (its events block days), when it was last read and what went wrong. */
    icalImportUrl: text(),
    icalImportedAt: timestamp({ withTimezone: true }),
    icalImportError: text(),
    /**
     * Instant booking (issue 26 §2): a request that fits the calendar and the rules is confirmed at once, optionally
     * only for renters with a verified identity.
     */
    instantBooking: boolean().notNull().default(false),
    instantBookingVerifiedOnly: boolean().notNull().default(false),
    /**
     * Handover times (issue 26 §3): the owner's fixed handover hours ("HH:MM", used by `low` flexibility and as the
     * proposal's default), and the step of the times a renter may pick under `moderate`, in minutes.
     */
    handoverFrom: text().notNull().default('09:00'),
    handoverTo: text().notNull().default('18:00'),
    handoverStepMinutes: integer().notNull().default(30),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Deleted by its owner (DELETE /api/items/{id}): kept for the rentals that name it, never listed or shown. */
    deletedAt: timestamp({ withTimezone: true }),
    /** Name and description, lower-case and without diacritics (f_unaccent), for text search. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(f_unaccent(name || ' ' || description))`),
    /** The city and district folded the same way, for exact diacritic-insensitive filters ("lodz" = "Łódź"). */
    locationKey: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(f_unaccent(location))`),
    districtKey: text().generatedAlwaysAs(sql`lower(f_unaccent(district))`),
    /**
     * The name alone, folded the same way: typo tolerance (pg_trgm word similarity) compares the query with this
     * short text, which is far cheaper to check than the whole description.
     */
    nameKey: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(f_unaccent(name))`),
    /**
     * The days held by the item's blocking rentals (BLOCKING_STATUSES), kept by triggers on rentals
     * (migration 0009): a date filter then checks each item row itself instead of probing the rentals.
     * The rentals stay the truth; this is derived from them in the same transaction.
     */
    blockedDays: datemultirange()
      .notNull()
      .default(sql`'{}'::datemultirange`),
  },
  (t) => [
    // One GIN index for text with the two most common filters (btree_gin): a search in a city or a category is a single
    // index scan whose candidates already satisfy both, instead of a trigram scan ANDed with a bitmap of a whole city.
    index('items_search_idx').using('gin', t.categoryId, t.locationKey, sql`${t.searchText} gin_trgm_ops`),
    index('items_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    // items_filters_idx (location_key, district_key, category_id) INCLUDE (owner_id, available, blocked_days) WHERE
    // deleted_at IS NULL is made by migrations 0010 and 0037 in SQL (drizzle cannot declare INCLUDE): search counts read
    // it alone (index-only scans).
    index('items_category_created_idx').on(t.categoryId, t.createdAt),
    index('items_owner_idx').on(t.ownerId),
    // An item page's similar items (features/items/recommendations.ts), in their order, read a few rows from an index
    // instead of sorting a whole category: those of the item's city first, then of the others.
    index('items_similar_city_idx')
      .on(
        t.categoryId,
        t.location,
        t.available.desc().nullsFirst(),
        t.rating.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.deletedAt} is null`),
    index('items_similar_idx')
      .on(
        t.categoryId,
        t.available.desc().nullsFirst(),
        t.rating.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.deletedAt} is null`),
    index('items_created_idx').on(t.createdAt),
    // Browse's instant-booking filter (issue 26 §2): the few instant listings, newest first, without walking the rest.
    index('items_instant_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.instantBooking} and ${t.deletedAt} is null`),
    check('items_price_positive', sql`${t.pricePerDay} > 0`),
    check('items_value_positive', sql`${t.value} > 0`),
    check('items_deposit_nonnegative', sql`${t.damageDeposit} >= 0`),
    check('items_photos_max', sql`cardinality(${t.imageUrls}) <= 5`),
    uniqueIndex('items_calendar_token_idx').on(t.calendarToken),
    check(
      'items_rental_rules',
      sql`${t.minDays} >= 1 AND ${t.minDays} <= ${t.maxDays} AND ${t.maxDays} <= 90 AND ${t.noticeDays} IN (0, 1, 2)`,
    ),
    check(
      'items_handover_hours',
      sql`${t.handoverFrom} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.handoverTo} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.handoverFrom} < ${t.handoverTo} AND ${t.handoverStepMinutes} IN (15, 30, 60, 120)`,
    ),
  ],
);

/**
 * One row whose number grows with every change that can alter a search result (items written, an account deleted),
 * bumped by statement-level triggers (migration 0011) in the writing transaction. Cached search answers are keyed by
 * it: a reader that sees the new number also sees the change.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * This catalogue's identity: a snapshot of the search index (search/index-store.ts) is only read into the
     * database it was taken from, never into another one at a similar version.
     */
    catalogueId: uuid().notNull().defaultRandom(),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Which items each catalogue version changed (migration 0013, written by the same statement triggers that bump the
 * version): the in-memory search index (features/items/search-index.ts) reloads just those rows. item_id NULL means
 * "everything" (a TRUNCATE). A writer holds the catalogue_version row lock from its bump to its commit, so versions
 * become visible in order and a reader that sees version v sees every change up to v.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    version: bigint({ mode: 'number' }).notNull(),
    itemId: integer(),
  },
  (t) => [index('catalogue_changes_version_idx').on(t.version)],
);
