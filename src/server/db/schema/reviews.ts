import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_REPORT_STATUSES, REVIEW_TYPES } from '@/shared/domain/reviews';
import { items } from './catalogue';
import { rentals } from './rentals';
import { users } from './users';

export const reviewTypeEnum = pgEnum('review_type', REVIEW_TYPES);
export const reviewReportStatusEnum = pgEnum('review_report_status', REVIEW_REPORT_STATUSES);

/**
 * Spec 01 §3 reviews, written by a party of a completed rental (issue 13): `item` and `owner` by the renter, `renter`
 * by the owner; one per rental and type. Blind: `publishedAt` stays null until both sides wrote or the window closed
 * (shared/domain/reviews.ts); only published, not hidden reviews count or are shown to anyone but their author.
 * `targetUserId` is the person the review is about: the owner for item and owner reviews, the renter for renter ones.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    reviewerId: integer()
      .notNull()
      .references(() => users.id),
    rentalId: integer()
      .notNull()
      .references(() => rentals.id),
    rating: integer().notNull(),
    comment: text().notNull(),
    reviewType: reviewTypeEnum().notNull().default('item'),
    targetUserId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
    /** The reviewed party's one public answer. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    /** Hidden by an admin after a report (issue 14): kept, never shown or counted. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_rental_type_idx').on(t.rentalId, t.reviewType),
    index('reviews_item_published_idx').on(t.itemId, t.publishedAt),
    index('reviews_target_published_idx').on(t.targetUserId, t.publishedAt),
    index('reviews_reviewer_idx').on(t.reviewerId, t.createdAt),
    // The window job looks for these.
    index('reviews_unpublished_idx')
      .on(t.rentalId)
      .where(sql`${t.publishedAt} is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length', sql`char_length(${t.comment}) between 1 and 2000`),
    check('reviews_reply_length', sql`${t.reply} is null or char_length(${t.reply}) between 1 and 2000`),
  ],
);

/** A review reported by the person it is about; waits for an admin (issue 14), who keeps or hides it. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: integer()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    status: reviewReportStatusEnum().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id),
    resolutionNote: text(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('review_reports_reason_length', sql`char_length(${t.reason}) between 1 and 1000`),
  ],
);
