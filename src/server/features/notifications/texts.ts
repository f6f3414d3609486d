import type { Language } from '@/shared/constants/limits';
import { todayIso } from '@/shared/domain/dates';
import type { NotificationType } from '@/shared/domain/notifications';
import { reviewDeadline } from '@/shared/domain/reviews';
import type { RentalStatusReason } from '@/shared/domain/rental-status';
import { translate } from '@/shared/i18n/messages';
import type { MailMessage } from '@/server/adapters/mail/mailer';
import { renderEmail } from '@/server/lib/email-layout';

/** What a notice says about one rental, seen by one of its two parties. */
export interface NoticeFacts {
  type: NotificationType;
  lang: Language;
  /** The recipient's side of the rental. */
  recipientRole: 'owner' | 'renter';
  itemName: string;
  startDate: string;
  endDate: string;
  renterName: string | null;
  ownerName: string | null;
  statusReason: RentalStatusReason | null;
  /** When a completed rental completed: its review notices name the day the review window closes. */
  completedAt?: Date | null;
  /** Facts a type needs besides the rental's (refund_issued: `amount` in zł). */
  extra?: Record<string, string>;
}

/** 'YYYY-MM-DD' as the interface shows dates (dd/MM/yyyy). */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** The message key of each type; some depend on why the rental moved or on who reads it. */
function messageKey(f: NoticeFacts): string {
  switch (f.type) {
    case 'rental_requested':
      return 'requestedMessage';
    // With the payment deadline when the rental has one (issue 19 §2).
    case 'rental_accepted':
      // Booked instantly (issue 26 §2): confirmed at once by the system, not accepted by a person.
      if (f.statusReason === 'instant')
        return f.extra?.payBy ? 'acceptedInstantPayByMessage' : 'acceptedInstantMessage';
      return f.extra?.payBy ? 'acceptedPayByMessage' : 'acceptedMessage';
    case 'rental_booked_instantly':
      return 'bookedInstantlyMessage';
    case 'rental_declined':
      if (f.statusReason === 'overlap_accepted') return 'declinedOverlapMessage';
      if (f.statusReason === 'item_deleted') return 'declinedItemDeletedMessage';
      return 'declinedMessage';
    case 'rental_expired':
      return 'expiredMessage';
    // The other party cancelled: the owner reads that the renter did, and the other way round.
    case 'rental_cancelled':
      return f.recipientRole === 'owner' ? 'cancelledByRenterMessage' : 'cancelledByOwnerMessage';
    case 'rental_starting':
      return f.recipientRole === 'owner' ? 'startingOwnerMessage' : 'startingRenterMessage';
    case 'payment_received':
      return f.recipientRole === 'owner' ? 'paymentReceivedOwnerMessage' : 'paymentReceivedRenterMessage';
    case 'payment_failed':
      return 'paymentFailedMessage';
    case 'refund_issued':
      return 'refundIssuedMessage';
    case 'payment_due':
      return f.extra?.payBy ? 'paymentDuePayByMessage' : 'paymentDueMessage';
    case 'rental_cancelled_unpaid':
      return 'cancelledUnpaidMessage';
    case 'review_requested':
      return f.recipientRole === 'owner' ? 'reviewRequestedOwnerMessage' : 'reviewRequestedRenterMessage';
    case 'review_waiting':
      return 'reviewWaitingMessage';
    case 'review_reminder':
      return 'reviewReminderMessage';
    case 'reviews_published':
      return 'reviewsPublishedMessage';
    case 'kyc_approved':
      return 'kycApprovedMessage';
    case 'kyc_rejected':
      return 'kycRejectedMessage';
    case 'payout_setup_needed':
      return 'payoutSetupNeededMessage';
    case 'payout_sent':
      return 'payoutSentMessage';
    case 'payout_failed':
      return 'payoutFailedMessage';
    case 'damage_reported':
      return 'damageReportedMessage';
    // The renter disputed, or said nothing in time (extra.by: system).
    case 'damage_disputed':
      return f.extra?.by === 'system' ? 'damageSilentMessage' : 'damageDisputedMessage';
    // Accepted by the renter, or decided by an administrator.
    case 'damage_settled':
      return f.extra?.by === 'admin' ? 'damageResolvedMessage' : 'damageAcceptedMessage';
    case 'damage_withdrawn':
      return 'damageWithdrawnMessage';
    case 'dac7_reported':
      return 'dac7ReportedMessage';
    case 'data_export_ready':
      return 'dataExportReadyMessage';
  }
}

const TITLE_KEY: Record<NotificationType, string> = {
  rental_requested: 'requestedTitle',
  rental_accepted: 'acceptedTitle',
  rental_declined: 'declinedTitle',
  rental_expired: 'expiredTitle',
  rental_cancelled: 'cancelledTitle',
  rental_starting: 'startingTitle',
  payment_received: 'paymentReceivedTitle',
  payment_failed: 'paymentFailedTitle',
  refund_issued: 'refundIssuedTitle',
  payment_due: 'paymentDueTitle',
  rental_cancelled_unpaid: 'cancelledUnpaidTitle',
  review_requested: 'reviewRequestedTitle',
  review_waiting: 'reviewWaitingTitle',
  review_reminder: 'reviewReminderTitle',
  reviews_published: 'reviewsPublishedTitle',
  kyc_approved: 'kycApprovedTitle',
  kyc_rejected: 'kycRejectedTitle',
  payout_setup_needed: 'payoutSetupNeededTitle',
  payout_sent: 'payoutSentTitle',
  payout_failed: 'payoutFailedTitle',
  damage_reported: 'damageReportedTitle',
  damage_disputed: 'damageDisputedTitle',
  damage_settled: 'damageSettledTitle',
  damage_withdrawn: 'damageWithdrawnTitle',
  rental_booked_instantly: 'bookedInstantlyTitle',
  dac7_reported: 'dac7ReportedTitle',
  data_export_ready: 'dataExportReadyTitle',
};

/** The title of a type in `lang` (it names no facts). */
export const noticeTitle = (type: NotificationType, lang: Language): string =>
  translate(lang, `notifications.${TITLE_KEY[type]}`);

const REVIEW_NOTICE_TYPES: readonly NotificationType[] = [
  'review_requested',
  'review_waiting',
  'review_reminder',
  'reviews_published',
];

const AMOUNT = /^\d+\.\d{2}$/;

/** The extra facts as the recipient reads them: amounts ('530.00') with a decimal comma in Polish, a method's name. */
function localExtra(f: NoticeFacts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(f.extra ?? {})) {
    if (key === 'method') out[key] = translate(f.lang, `notifications.method_${value}`);
    else out[key] = f.lang === 'pl' && AMOUNT.test(value) ? value.replace('.', ',') : value;
  }
  return out;
}

/**
 * The notices that name the handover times with the days (issue 26 §3): the request, its acceptance (also an instant
 * one) and the reminder before the start. Others keep the days alone.
 */
const TIMED_TYPES: readonly NotificationType[] = [
  'rental_requested',
  'rental_accepted',
  'rental_booked_instantly',
  'rental_starting',
];

/** Title and message of a notice in `f.lang`: the reader's for the inbox, the account's for the e-mail. */
export function noticeText(f: NoticeFacts): { title: string; message: string } {
  const t = (key: string, vars: Record<string, string> = {}) => translate(f.lang, `notifications.${key}`, vars);
  const renter = f.renterName ?? t('someone');
  const owner = f.ownerName ?? t('someone');
  const timed = TIMED_TYPES.includes(f.type) && f.extra?.pickupTime && f.extra.returnTime;
  const day = (date: string, time: string | undefined) =>
    timed && time ? t('dateAtTime', { date: displayDate(date), time }) : displayDate(date);
  // {{name}} is the other party of the rental.
  const vars = {
    item: f.itemName,
    start: day(f.startDate, f.extra?.pickupTime),
    end: day(f.endDate, f.extra?.returnTime),
    renter,
    owner,
    name: f.recipientRole === 'owner' ? renter : owner,
    // The last day of the review window, in Poland.
    deadline: f.completedAt ? displayDate(todayIso(reviewDeadline(f.completedAt))) : '',
    ...localExtra(f),
  };
  return { title: t(TITLE_KEY[f.type]), message: t(messageKey(f), vars) };
}

const RENTALS_PATH: Record<Language, string> = { pl: '/wynajmy', en: '/rentals' };
const REVIEWS_PATH: Record<Language, string> = { pl: '/opinie', en: '/reviews' };
const KYC_PATH: Record<Language, string> = { pl: '/weryfikacja-kyc', en: '/kyc-verification' };
const KYC_NOTICE_TYPES: readonly NotificationType[] = ['kyc_approved', 'kyc_rejected'];
/** The notices that are about the account, not a rental (relatedId is something else). */
export type UserNoticeType = 'kyc_approved' | 'kyc_rejected' | 'dac7_reported' | 'data_export_ready';
const USER_MESSAGE_KEY: Record<UserNoticeType, string> = {
  kyc_approved: 'kycApprovedMessage',
  kyc_rejected: 'kycRejectedMessage',
  dac7_reported: 'dac7ReportedMessage',
  data_export_ready: 'dataExportReadyMessage',
};

/** A notice about the account rather than a rental (identity verification): `extra.reason` for a rejection. */
export function userNoticeText(f: { type: UserNoticeType; lang: Language; extra?: Record<string, string> }): {
  title: string;
  message: string;
} {
  // Amounts ('120.00') with a decimal comma in Polish, as in the rental notices.
  const extra = Object.fromEntries(
    Object.entries(f.extra ?? {}).map(([k, v]) => [k, f.lang === 'pl' && AMOUNT.test(v) ? v.replace('.', ',') : v]),
  );
  const t = (key: string) => translate(f.lang, `notifications.${key}`, extra);
  // A DAC7 seller who has not given their tax data is asked for it rather than told it was sent.
  if (f.type === 'dac7_reported' && f.extra?.taxInfo === 'missing')
    return { title: t('dac7TaxInfoNeededTitle'), message: t('dac7TaxInfoNeededMessage') };
  return { title: t(TITLE_KEY[f.type]), message: t(USER_MESSAGE_KEY[f.type]) };
}

const CHECKOUT_PATH: Record<Language, string> = { pl: '/platnosc', en: '/checkout' };
const PAYOUTS_PATH: Record<Language, string> = { pl: '/wyplaty', en: '/payouts' };
/** The owner's payout notices: their button opens the payouts page (issue 24). */
const PAYOUT_NOTICE_TYPES: readonly NotificationType[] = [
  'payout_setup_needed',
  'payout_sent',
  'payout_failed',
  'dac7_reported',
];
/** The notices that ask the renter to pay: their button opens the checkout (issue 19 §2). */
const PAY_NOTICE_TYPES: readonly NotificationType[] = ['rental_accepted', 'payment_due'];

/**
 * Where the e-mail's button leads, and its label: the checkout for the notices asking to pay, the reviews page for
 * the review notices, the KYC page for the identity ones, the payouts page for the payout ones, else the rental's booking page (issue 19 §1).
 */
function emailLink(
  lang: Language,
  type: NotificationType | undefined,
  rentalId: number | undefined,
): { path: string; label: string } {
  if (type !== undefined && KYC_NOTICE_TYPES.includes(type)) return { path: KYC_PATH[lang], label: 'emailButtonKyc' };
  if (type !== undefined && PAYOUT_NOTICE_TYPES.includes(type))
    return { path: PAYOUTS_PATH[lang], label: 'emailButtonPayouts' };
  if (type !== undefined && REVIEW_NOTICE_TYPES.includes(type))
    return { path: REVIEWS_PATH[lang], label: 'emailButtonReviews' };
  if (rentalId === undefined) return { path: RENTALS_PATH[lang], label: 'emailButton' };
  if (type !== undefined && PAY_NOTICE_TYPES.includes(type))
    return { path: `${CHECKOUT_PATH[lang]}/${rentalId}`, label: 'emailButtonPay' };
  return { path: `${RENTALS_PATH[lang]}/${rentalId}`, label: 'emailButton' };
}

/** The same notice by e-mail, with a link in the recipient's language (emailLink). */
export function noticeEmail(
  to: { email: string; firstName: string | null; lang: Language },
  text: { title: string; message: string },
  publicUrl: string,
  type?: NotificationType,
  rentalId?: number,
  /** A link of its own instead of the type's page (data_export_ready: the single-use download link), absolute. */
  ownLink?: { url: string; label: string },
): MailMessage {
  const t = (key: string, vars: Record<string, string> = {}) => translate(to.lang, `notifications.${key}`, vars);
  const page = emailLink(to.lang, type, rentalId);
  const link = ownLink ?? { url: `${publicUrl}${page.path}`, label: page.label };
  const url = link.url;
  const paragraphs = [...(to.firstName ? [t('emailGreeting', { name: to.firstName })] : []), text.message];
  return {
    to: to.email,
    subject: text.title,
    text: [...paragraphs, url, t('emailFooter')].join('\n\n'),
    html: renderEmail({
      lang: to.lang,
      heading: text.title,
      paragraphs: [...paragraphs, t('emailFooter')],
      button: { label: t(link.label), url },
    }),
  };
}
