import type { ErrorCode } from '@/shared/errors';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  RATE_LIMITED: 429,
  INVALID_TOKEN: 400,
  PASSWORD_REUSED: 400,
  INVALID_IMAGE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONFLICT: 409,
  OWN_ITEM: 409,
  OWN_ITEM_CONVERSATION: 400,
  PARTICIPANT_DELETED: 409,
  ITEM_UNAVAILABLE: 409,
  BOOKING_CONFLICT: 409,
  PAST_DATES: 400,
  INSURANCE_REQUIRED: 400,
  DUPLICATE_REQUEST: 409,
  FILE_TOO_LARGE: 413,
  IMAGE_URL_REFUSED: 400,
  INVALID_TRANSITION: 409,
  RENTAL_NOT_PAYABLE: 409,
  PAYMENT_INTENT_UNEXPECTED_STATE: 409,
  INVALID_WEBHOOK_SIGNATURE: 400,
  PAYMENT_DECLINED: 402,
  ITEM_HAS_ACTIVE_RENTALS: 409,
  ACCOUNT_HAS_ACTIVE_RENTALS: 409,
  REVIEW_RENTAL_NOT_COMPLETED: 409,
  REVIEW_TYPE_NOT_ALLOWED: 403,
  REVIEW_ALREADY_WRITTEN: 409,
  REVIEW_WINDOW_CLOSED: 409,
  REVIEW_ALREADY_REPLIED: 409,
  REVIEW_ALREADY_REPORTED: 409,
  CONTACT_DETAILS_NOT_ALLOWED: 400,
  PHONE_TAKEN: 409,
  PHONE_ALREADY_VERIFIED: 409,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  KYC_PENDING: 409,
  KYC_ALREADY_APPROVED: 409,
  KYC_NOT_PENDING: 409,
  KYC_MISSING_FILES: 400,
  KYC_FILE_TOO_LARGE: 413,
  KYC_REASON_REQUIRED: 400,
  KYC_OWN_REVIEW: 403,
  CLOCK_NOT_FORWARD: 409,
  RENTAL_NOT_PAID: 409,
  REFUND_TOO_LARGE: 409,
  ONBOARDING_LINK_EXPIRED: 410,
  HANDOVER_NOT_NOW: 409,
  HANDOVER_PHOTO_LIMIT: 409,
  DAMAGE_WINDOW_CLOSED: 409,
  DAMAGE_REPORT_OPEN: 409,
  DAMAGE_ALREADY_SETTLED: 409,
  DAMAGE_OWN_DECISION: 403,
  DAMAGE_AMOUNT_TOO_LARGE: 400,
  BLOCKED: 400,
  MIN_DAYS: 400,
  MAX_DAYS: 400,
  NOTICE: 400,
  BLOCKED_DATES_BOOKED: 409,
  HANDOVER_TIME: 400,
  FAVOURITES_LIMIT: 409,
  SAVED_SEARCHES_LIMIT: 409,
  EXPORT_LIMIT: 429,
  EXPORT_LINK_USED: 410,
  EXPORT_LINK_EXPIRED: 410,
  TERMS_VERSION_OUTDATED: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * The one error type of the server. `fields` maps field paths to message keys of shared/i18n/messages.ts;
 * the error handler translates them into the request's language. `messageKey` replaces the code's own message
 * (`errors.<code>`) where one code covers several situations (429s say what was limited).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly vars: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    readonly messageKey?: string,
  ) {
    super(code);
    this.status = STATUS[code];
  }
}

/** Whether a database error is a violation of the unique constraint whose name contains `constraint`. */
export function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgErr = err.cause ?? err;
  return pgErr.code === '23505' && (pgErr.constraint ?? '').includes(constraint);
}
