import { MAX_DAMAGE_PHOTOS } from '@/shared/domain/damage';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING } from '@/shared/constants/limits';
import { KYC_MAX_FILE_BYTES } from '@/shared/domain/verification';

/** Bytes of a data URL carrying `bytes` of image: base64 (4 per 3) after a short `data:image/…;base64,` prefix. */
function dataUrlBytes(bytes: number) {
  return 100 + Math.ceil(bytes / 3) * 4;
}

/**
 * How many bytes of body each kind of route reads before answering 413 (docs/decisions/0017-input-limits.md). A body
 * is held in memory whole while it is parsed, so each route gets what its largest honest request needs, no more.
 */
export const BODY_LIMITS = {
  /** Every route that declares a body: forms and JSON requests (a 5,000-character text escaped as \uXXXX is ~30 kB). */
  default: 64 * 1024,
  /**
   * Routes that take no body (logout, moves, deletes): a stray `{}` fits, a payload does not. 16 kB rather than 1 kB
   * so that malformed or deeply nested JSON of a few kB (5,000 levels are 10 kB) is answered for what it is, 400.
   */
  none: 16 * 1024,
  /** POST /api/uploads: the raw bytes of one photo (the route's parser answers 413 FILE_TOO_LARGE past it). */
  photo: MAX_PHOTO_BYTES,
  /** POST and PUT /api/items: five photos as data URLs plus the form's text. */
  listing: MAX_PHOTOS_PER_LISTING * dataUrlBytes(MAX_PHOTO_BYTES) + 64 * 1024,
  /** A rental's handover record, damage report or dispute (issue 25): up to five photos as data URLs plus text. */
  rentalPhotos: MAX_DAMAGE_PHOTOS * dataUrlBytes(MAX_PHOTO_BYTES) + 64 * 1024,
  /**
   * POST /api/kyc/submit: three photos and the form as multipart. Multipart is streamed, so what bounds it is
   * @fastify/multipart's per-file and per-field limits (features/kyc/routes.ts); this says the same for the record.
   */
  kycSubmission: 3 * KYC_MAX_FILE_BYTES + 64 * 1024,
} as const;

/** JSON nested deeper than this is refused (400) before it is parsed: no request of ours nests past 4 levels. */
export const MAX_JSON_DEPTH = 64;
