// Kept apart from schemas/uploads.ts (zod): every page that shows a photo reads these at first paint (issue 22 §3).

/**
 * The sizes sharp writes for a listing photo (server/lib/images.ts): the main picture fits inside MAIN (never
 * enlarged), the card variant is cropped to fill CARD exactly. The client builds `srcset` and `width`/`height` from them.
 */
export const LISTING_MAIN_BOX = { width: 1200, height: 1200 } as const;
export const LISTING_CARD_BOX = { width: 480, height: 360 } as const;
