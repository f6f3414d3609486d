import { z } from 'zod';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_TYPES,
  REVIEWS_PAGE_DEFAULT,
  REVIEWS_PAGE_MAX,
} from '@/shared/domain/reviews';
import { noContactDetails } from '@/shared/domain/contact-masking';
import { positiveInt4 } from './common';
import { pageQuerySchema } from './pagination';

/**
 * POST /api/reviews (issue 13). The form's messages (spec 01 §5: a rating must be chosen and a comment added) are
 * message keys, the same on the client and the server.
 */
export const createReviewSchema = z.object({
  rentalId: positiveInt4(),
  rating: z
    .number({ error: 'reviews.validation.ratingRequired' })
    .int('reviews.validation.ratingInteger')
    .min(REVIEW_RATING_MIN, 'reviews.validation.ratingRange')
    .max(REVIEW_RATING_MAX, 'reviews.validation.ratingRange'),
  comment: z
    .string({ error: 'reviews.validation.commentRequired' })
    .trim()
    .min(1, 'reviews.validation.commentRequired')
    .max(REVIEW_COMMENT_MAX, 'reviews.validation.commentTooLong')
    .refine(noContactDetails, 'reviews.validation.contactDetails'),
  reviewType: z.enum(REVIEW_TYPES, { error: 'reviews.validation.typeInvalid' }).default('item'),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

/** POST /api/reviews/{id}/reply: the reviewed party's one public answer. */
export const reviewReplySchema = z.object({
  reply: z
    .string({ error: 'reviews.validation.replyRequired' })
    .trim()
    .min(1, 'reviews.validation.replyRequired')
    .max(REVIEW_REPLY_MAX, 'reviews.validation.replyTooLong')
    .refine(noContactDetails, 'reviews.validation.contactDetails'),
});

/** POST /api/reviews/{id}/report: by the party the review is about; waits for an admin. */
export const reviewReportSchema = z.object({
  reason: z
    .string({ error: 'reviews.validation.reasonRequired' })
    .trim()
    .min(1, 'reviews.validation.reasonRequired')
    .max(REVIEW_REPORT_REASON_MAX, 'reviews.validation.reasonTooLong'),
});

export const reviewsPageQuerySchema = pageQuerySchema(REVIEWS_PAGE_MAX, REVIEWS_PAGE_DEFAULT);

/** A person as a review shows them: first name and the last name's initial ("Marta K."), photo. */
export const reviewPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  profilePhotoUrl: z.string().nullable(),
});

/**
 * A review as every list returns it. `publishedAt` null means not published yet: only its author ever receives
 * such a review (GET /api/reviews/given, and the POST's answer).
 */
export const reviewSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  reviewerId: z.number(),
  rentalId: z.number(),
  rating: z.number().int(),
  comment: z.string(),
  reviewType: z.enum(REVIEW_TYPES),
  targetUserId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  published: z.boolean(),
  reviewer: reviewPersonSchema,
  target: reviewPersonSchema,
  item: z.object({ id: z.number(), name: z.string(), imageUrl: z.string().nullable() }),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Every list of reviews: the spec's `{ reviews }` with the total and the page. */
export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** GET /api/reviews/pending: a completed rental the caller can still review, with what is left to write. */
export const pendingReviewSchema = z.object({
  rentalId: z.number(),
  role: z.enum(['renter', 'owner']),
  item: z.object({ id: z.number(), name: z.string(), imageUrl: z.string().nullable() }),
  otherParty: reviewPersonSchema,
  startDate: z.string(),
  endDate: z.string(),
  completedAt: z.string(),
  /** When the window closes: ISO time. */
  deadline: z.string(),
  /** The types the caller may still write for this rental. */
  remainingTypes: z.array(z.enum(REVIEW_TYPES)),
  /** The other party has written theirs (its content stays hidden until publication). */
  otherPartyReviewed: z.boolean(),
});
export const pendingReviewsSchema = z.object({ pending: z.array(pendingReviewSchema) });
export type PendingReview = z.infer<typeof pendingReviewSchema>;

/**
 * GET /api/items/{id}/review-eligibility: whether the caller can review this item now, and why not. reason:
 * own_item, no_completed_rental (none, or not completed yet), already_reviewed, window_closed.
 */
export const REVIEW_INELIGIBLE_REASONS = [
  'own_item',
  'no_completed_rental',
  'already_reviewed',
  'window_closed',
] as const;
export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(REVIEW_INELIGIBLE_REASONS).nullable(),
  /** The rental to review (the most recent completed one with something left to write). */
  rentalId: z.number().nullable(),
  remainingTypes: z.array(z.enum(REVIEW_TYPES)),
  deadline: z.string().nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** GET /api/reviews/stats: the reviews page's cards. */
export const reviewStatsSchema = z.object({
  averageRating: z.string(),
  /** Published owner and renter reviews about the caller: what `averageRating` is the mean of. */
  ratingCount: z.number(),
  received: z.number(),
  given: z.number(),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;
