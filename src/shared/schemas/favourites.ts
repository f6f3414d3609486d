import { z } from 'zod';
import { isIsoDate } from '@/shared/domain/dates';
import { cityOrAsGiven, districtOrAsGiven, NO_DISTRICT } from '@/shared/constants/locations';
import { itemSchema } from './items';
import { idParamSchema, positiveInt4 } from './common';

/** How many items one account may keep, and how many searches (issue 26 §5; decision 0069). */
export const FAVOURITES_MAX = 500;
export const SAVED_SEARCHES_MAX = 20;
/** The items one saved search's e-mail names at most (the rest are behind its browse link). */
export const SAVED_SEARCH_EMAIL_ITEMS = 10;

export const favouriteItemParamsSchema = z.object({ itemId: idParamSchema.shape.id });

/** Why a kept item cannot be rented now: its listing was deleted (by the owner or with the account), or switched off. */
export const FAVOURITE_UNAVAILABLE_REASONS = ['deleted', 'switchedOff'] as const;
export type FavouriteUnavailableReason = (typeof FAVOURITE_UNAVAILABLE_REASONS)[number];

/**
 * One kept item (GET /api/favourites): when it was saved, the item's public card (null once the listing is deleted:
 * its name is still given, so the list can say what is gone) and whether it can be rented.
 */
export const favouriteSchema = z.object({
  itemId: z.number().int(),
  savedAt: z.string(),
  name: z.string(),
  item: itemSchema.nullable(),
  unavailable: z.boolean(),
  reason: z.enum(FAVOURITE_UNAVAILABLE_REASONS).nullable(),
});
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouritesSchema = z.array(favouriteSchema);

/** GET /api/favourites/ids: every kept item's id, for the hearts of a page of cards (one call, not one per card). */
export const favouriteIdsSchema = z.object({ itemIds: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** PUT /api/favourites/{itemId}'s answer. */
export const savedFavouriteSchema = z.object({ itemId: z.number().int(), savedAt: z.string() });

const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optionalIsoDate = z.preprocess(
  emptyToUndefined,
  z.string().refine(isIsoDate, 'validation.invalidDate').optional(),
);

/**
 * POST /api/saved-searches: browse's filters (shared/schemas/search.ts, the same rules and spellings), every one
 * optional, but not all absent (a search for everything would e-mail every new listing: decision 0069).
 */
export const savedSearchInputSchema = z
  .object({
    q: z.preprocess(emptyToUndefined, z.string().trim().max(200, 'validation.tooLong').optional()),
    categoryId: z.preprocess(emptyToUndefined, positiveInt4().optional()),
    location: z.preprocess(emptyToUndefined, z.string().trim().max(100).transform(cityOrAsGiven).optional()),
    district: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    start: optionalIsoDate,
    end: optionalIsoDate,
  })
  .refine((v) => !(v.start && v.end) || v.start <= v.end, { path: ['end'], message: 'validation.endBeforeStart' })
  .transform((v) => {
    const district = v.district && v.district !== NO_DISTRICT ? districtOrAsGiven(v.location, v.district) : undefined;
    // One date alone is that day, as in browse.
    const start = v.start ?? v.end;
    const end = v.end ?? v.start;
    return { q: v.q || undefined, categoryId: v.categoryId, location: v.location, district, start, end };
  })
  .refine((v) => Boolean(v.q || v.categoryId || v.location || v.district || v.start), {
    path: ['q'],
    message: 'validation.savedSearchEmpty',
  });
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

/** A saved search as its owner reads it (the unsubscribe secret is only ever in its e-mails). */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  q: z.string(),
  categoryId: z.number().int().nullable(),
  location: z.string().nullable(),
  district: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.array(savedSearchSchema);

/** The one-click unsubscribe (RFC 8058): the e-mail's secret, from the query or a JSON body. */
export const unsubscribeTokenSchema = z
  .string()
  .trim()
  .min(16)
  .max(128)
  .regex(/^[\w-]+$/);
export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema.optional() });
export const unsubscribeBodySchema = z.object({ token: unsubscribeTokenSchema.optional() }).nullish();
/** Its answer: whether this call removed it (false: it was gone already), and what it was. */
export const unsubscribedSchema = z.object({ removed: z.boolean(), search: savedSearchSchema.nullable() });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
