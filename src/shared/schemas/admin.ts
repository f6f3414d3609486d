import { z } from 'zod';
import { REVIEW_REPORT_STATUSES } from '@/shared/domain/reviews';
import { KYC_STATUS_NONE, KYC_STATUSES } from '@/shared/domain/verification';
import { positiveInt4 } from './common';
import { pageQuerySchema } from './pagination';

/** Admin lists: pages of at most 100 rows, 20 by default. */
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_DEFAULT = 20;
/** A search of the users list: longer input is refused, not truncated. */
export const ADMIN_SEARCH_MAX = 100;
/** An admin's note on a report decision. */
export const ADMIN_NOTE_MAX = 1000;
/** The months of the signup trend, the current one included. */
export const SIGNUP_TREND_MONTHS = 6;
/** The recent signups shown on the dashboard. */
export const RECENT_SIGNUPS = 10;
/** The dashboard's 'Recent Signups' figure: the signups of this many last days. */
export const RECENT_SIGNUP_DAYS = 7;
/** A user's identity check as the admin list shows it: the latest check's status, `none` without one. */
export const ADMIN_KYC_STATUSES = [KYC_STATUS_NONE, ...KYC_STATUSES] as const;
export type AdminKycStatus = (typeof ADMIN_KYC_STATUSES)[number];

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/admin/users?page&limit&q: q searches first name, last name and e-mail (case and accents ignored). */
export const adminUsersQuerySchema = pageQuerySchema(ADMIN_PAGE_MAX, ADMIN_PAGE_DEFAULT).extend({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(ADMIN_SEARCH_MAX, 'validation.tooLong').optional()),
});

/** GET /api/admin/audit-events?page&limit */
export const adminAuditQuerySchema = pageQuerySchema(ADMIN_PAGE_MAX, ADMIN_PAGE_DEFAULT);

/**
 * A user as the admin sees them: no password hash, no tokens. A deleted account stays in the list (its rows are kept
 * for others' records) with status 'deleted' and its personal data already wiped.
 */
export const adminUserSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  mobileNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  isVerified: z.boolean(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
  status: z.enum(['active', 'deleted']),
  kycStatus: z.enum(ADMIN_KYC_STATUSES),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** GET /api/admin/signup-stats: months are Warsaw calendar months, oldest first, zero months included. */
export const signupStatsSchema = z.object({
  totalSignups: z.number(),
  /** The signups of the last RECENT_SIGNUP_DAYS days: the 'Recent Signups' figure. */
  recentSignupsCount: z.number(),
  /** The newest RECENT_SIGNUPS accounts (spec 02 §9), newest first. */
  recentSignups: z.array(adminUserSchema),
  signupsByMonth: z.array(z.object({ month: z.string(), count: z.number() })),
});
export type SignupStats = z.infer<typeof signupStatsSchema>;

/**
 * GET /api/admin/audit-events: newest first. Who acted: `actorId` (null for the system), with the account's name and
 * e-mail address (null when not given, and for a deleted account).
 */
export const auditEventSchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventListSchema = z.array(auditEventSchema);

/** GET /api/admin/review-reports: the open reports, oldest first, each with the review it is about. */
export const reviewReportSchema = z.object({
  id: z.number(),
  reason: z.string(),
  status: z.enum(REVIEW_REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.number().nullable(),
  resolutionNote: z.string().nullable(),
  reporter: z.object({ id: z.number(), name: z.string() }),
  review: z.object({
    id: z.number(),
    rating: z.number(),
    comment: z.string(),
    reviewType: z.string(),
    createdAt: z.string(),
    hidden: z.boolean(),
    reviewer: z.object({ id: z.number(), name: z.string() }),
    target: z.object({ id: z.number(), name: z.string() }),
    item: z.object({ id: z.number(), name: z.string() }),
  }),
});
export type AdminReviewReport = z.infer<typeof reviewReportSchema>;
export const reviewReportListSchema = z.array(reviewReportSchema);

/** PATCH /api/admin/review-reports/{id}: hide the review or keep it, with an optional note. */
export const resolveReportSchema = z.object({
  action: z.enum(['hide', 'keep'], { error: 'validation.invalidValue' }),
  note: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string().trim().max(ADMIN_NOTE_MAX, 'validation.tooLong').optional(),
  ),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;
export const resolvedReportSchema = z.object({
  id: z.number(),
  status: z.enum(REVIEW_REPORT_STATUSES),
  resolvedAt: z.string(),
  resolutionNote: z.string().nullable(),
});

/** GET /api/admin/deliveries/failed: side effects given up after their retries, newest first. */
export const failedDeliverySchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;
export const failedDeliveryListSchema = z.array(failedDeliverySchema);

/** POST /api/admin/deliveries/{id}/retry: the row after its new attempt (sent, pending or failed again). */
export const retriedDeliverySchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export type RetriedDelivery = z.infer<typeof retriedDeliverySchema>;

export const adminIdParamsSchema = z.object({ id: positiveInt4() });
