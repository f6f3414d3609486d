import { z } from 'zod';
import { LISTING_LIMITS } from '@/shared/constants/listing';
import {
  DAMAGE_REPORT_STATUSES,
  DAMAGE_TEXT_MAX,
  DEPOSIT_STATUSES,
  HANDOVER_MOMENTS,
  HANDOVER_NOTE_MAX,
  MAX_DAMAGE_PHOTOS,
  MAX_HANDOVER_PHOTOS,
} from '@/shared/domain/damage';
import { amount } from './items';

/**
 * The calls of handover and damage (issue 25 §6). Amounts go out as zł strings with two decimals, like prices; they
 * come in as people type them (a number or "120,50"). Photos come in as URLs of the sender's own uploads
 * (POST /api/uploads) or image data URLs, and go out as authorised URLs that only the rental's two parties and
 * administrators can open.
 */

/** One photo sent with a handover record, a report or a dispute: an uploaded file's URL or an image data URL. */
export const rentalPhotoInputSchema = z
  .string({ error: 'validation.invalidImage' })
  .trim()
  .refine((v) => v.startsWith('data:image/') || v.startsWith('/uploads/') || /^https?:\/\/\S+$/i.test(v), {
    message: 'validation.invalidImage',
  });

const photos = (max: number) =>
  z
    .array(rentalPhotoInputSchema, { error: 'validation.invalidImage' })
    .max(max, 'validation.tooManyPhotos')
    .refine((list) => new Set(list).size === list.length, 'validation.duplicatePhoto')
    .default([]);

/** POST /api/rentals/{id}/handover: a moment, up to MAX_HANDOVER_PHOTOS photos and a short note; not both empty. */
export const handoverBodySchema = z
  .object({
    moment: z.enum(HANDOVER_MOMENTS, { error: 'validation.handoverMoment' }),
    photoUrls: photos(MAX_HANDOVER_PHOTOS),
    note: z
      .string({ error: 'validation.invalidValue' })
      .trim()
      .max(HANDOVER_NOTE_MAX, 'validation.tooLong')
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((b) => b.photoUrls.length > 0 || b.note !== '', {
    message: 'validation.handoverEmpty',
    path: ['photoUrls'],
  });
export type HandoverBody = z.input<typeof handoverBodySchema>;

/** One handover record as GET /api/rentals/{id}/handover lists it: who added it, when the server took it in. */
export const handoverRecordSchema = z.object({
  id: z.number().int(),
  moment: z.enum(HANDOVER_MOMENTS),
  by: z.enum(['owner', 'renter']),
  /** The user who added it (the `by` side's id). */
  byUserId: z.number().int(),
  photoUrls: z.array(z.string()),
  note: z.string(),
  createdAt: z.string(),
});
export type HandoverRecord = z.infer<typeof handoverRecordSchema>;

const text = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(DAMAGE_TEXT_MAX, 'validation.tooLong');

/** POST /api/rentals/{id}/damage-reports (owner): what is damaged, what it costs to put right (zł), photos. */
export const damageReportBodySchema = z.object({
  description: text('validation.damageDescriptionRequired'),
  estimatedCost: amount('validation.damageCostRequired', 0.01, LISTING_LIMITS.valueMax),
  photoUrls: photos(MAX_DAMAGE_PHOTOS),
});
export type DamageReportBody = z.input<typeof damageReportBodySchema>;

/** POST /api/damage-reports/{id}/dispute (renter): their side of it, and photos. */
export const damageDisputeBodySchema = z.object({
  statement: text('validation.damageStatementRequired'),
  photoUrls: photos(MAX_DAMAGE_PHOTOS),
});
export type DamageDisputeBody = z.input<typeof damageDisputeBodySchema>;

/** PATCH /api/admin/damage-reports/{id} (admin): the amount the owner gets, 0 up to the deposit, and why. */
export const damageDecisionBodySchema = z.object({
  amount: amount('validation.damageAmountRequired', 0, LISTING_LIMITS.valueMax),
  reason: text('validation.damageReasonRequired'),
});
export type DamageDecisionBody = z.input<typeof damageDecisionBodySchema>;

/** What the caller may do to a report now (the buttons to show). */
export const DAMAGE_REPORT_ACTIONS = ['accept', 'dispute', 'withdraw'] as const;

/**
 * A damage report (spec 02 §3's damage_reports: id, rentalId, reportedBy, description, estimatedCost, photoUrls,
 * status) with its answer and settlement. `deposit` is the rental's deposit still with the platform when the report
 * was filed; `recoverable` what the platform can give the owner of the estimated cost (at most the deposit) and
 * `unrecoverable` the rest, which no insurer covers. `settledAmount` is what the owner gets, once settled
 * (accepted or resolved; '0.00' when withdrawn is not a settlement: null).
 */
export const damageReportSchema = z.object({
  id: z.number().int(),
  rentalId: z.number().int(),
  reportedBy: z.number().int(),
  description: z.string(),
  estimatedCost: z.string(),
  photoUrls: z.array(z.string()),
  status: z.enum(DAMAGE_REPORT_STATUSES),
  deposit: z.string(),
  recoverable: z.string(),
  unrecoverable: z.string(),
  /** When the renter must answer by; after it, silence sends the report to mediation. */
  answerDueAt: z.string(),
  renterStatement: z.string().nullable(),
  renterPhotoUrls: z.array(z.string()),
  answeredAt: z.string().nullable(),
  /** Who disputed: the renter, or the system when the renter did not answer in time. */
  disputedBy: z.enum(['renter', 'system']).nullable(),
  settledAmount: z.string().nullable(),
  /** The part of the deposit that went back to the renter on settlement. */
  returnedToRenter: z.string().nullable(),
  settledBy: z.enum(['renter', 'admin']).nullable(),
  decisionReason: z.string().nullable(),
  settledAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
  actions: z.array(z.enum(DAMAGE_REPORT_ACTIONS)),
});
export type DamageReport = z.infer<typeof damageReportSchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/admin/damage-reports: the reports waiting for mediation (disputed) and for the renter, oldest first. */
export const adminDamageListItemSchema = damageReportSchema.extend({
  rental: z.object({
    id: z.number().int(),
    itemName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    damageDeposit: z.string(),
  }),
  owner: person,
  renter: person,
});
export type AdminDamageListItem = z.infer<typeof adminDamageListItemSchema>;

export const adminDamageListQuerySchema = z.object({
  /** open (reported and disputed, the default), or every report. */
  status: z.enum(['open', 'all']).default('open'),
});

/**
 * GET /api/admin/damage-reports/{id}: one report with what the admin decides on: the rental, both parties'
 * handover photos from pickup and return, and the messages between the two parties about the item.
 */
export const adminDamageDetailSchema = z.object({
  report: adminDamageListItemSchema,
  handover: z.array(handoverRecordSchema),
  messages: z.array(
    z.object({
      id: z.number().int(),
      senderId: z.number().int(),
      senderName: z.string(),
      content: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Whether the caller may decide it: an administrator who is a party of the rental may not. */
  canDecide: z.boolean(),
});
export type AdminDamageDetail = z.infer<typeof adminDamageDetailSchema>;

/** A rental's deposit as its view shows it (rentalViewSchema). */
export const depositViewShape = {
  /** held (with the platform, or held by a report), released (back to the renter), claimed (part of it to the owner). */
  depositStatus: z.enum(DEPOSIT_STATUSES),
  /** The claimed amount in zł when claimed, else null. */
  depositClaimed: z.string().nullable(),
};
