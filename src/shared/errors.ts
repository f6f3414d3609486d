/** Every error code the API returns; the client maps each to a translated text (messages.ts `errors.*`). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'INVALID_TOKEN',
  'PASSWORD_REUSED',
  'INVALID_IMAGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CONFLICT',
  'OWN_ITEM',
  'OWN_ITEM_CONVERSATION',
  'PARTICIPANT_DELETED',
  'ITEM_UNAVAILABLE',
  'BOOKING_CONFLICT',
  'PAST_DATES',
  'INSURANCE_REQUIRED',
  'DUPLICATE_REQUEST',
  'FILE_TOO_LARGE',
  'IMAGE_URL_REFUSED',
  'INVALID_TRANSITION',
  'RENTAL_NOT_PAYABLE',
  'INVALID_WEBHOOK_SIGNATURE',
  'PAYMENT_DECLINED',
  'ITEM_HAS_ACTIVE_RENTALS',
  'ACCOUNT_HAS_ACTIVE_RENTALS',
  'REVIEW_RENTAL_NOT_COMPLETED',
  'REVIEW_TYPE_NOT_ALLOWED',
  'REVIEW_ALREADY_WRITTEN',
  'REVIEW_WINDOW_CLOSED',
  'REVIEW_ALREADY_REPLIED',
  'REVIEW_ALREADY_REPORTED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error response. `fields` maps a field path to its (translated) message. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}
