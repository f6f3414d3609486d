import { z } from 'zod';
import { RECOMMENDATIONS_PAGE_SIZE } from '@/shared/constants/limits';
import { positiveInt4 } from './common';
import { itemSchema } from './items';

/**
 * Why an item is recommended (issue 13 §3), as a key the client says in the reader's language with its facts:
 * - rented_similar: like an item the user rented ("because you rented Namiot 4-osobowy"): itemName;
 * - requested_similar: like an item the user asked to rent: itemName;
 * - also_rented: rented by people who rented the same item: itemName;
 * - top_rated_nearby: well rated in a city the user rents in: city;
 * - popular_in_city: among the most rented and best rated of the user's city (a new user): city;
 * - popular: among the most rented and best rated of all cities (a new user without a city).
 */
export const RECOMMENDATION_REASONS = [
  'rented_similar',
  'requested_similar',
  'also_rented',
  'top_rated_nearby',
  'popular_in_city',
  'popular',
] as const;
export type RecommendationReasonKey = (typeof RECOMMENDATION_REASONS)[number];

export const recommendationReasonSchema = z.object({
  key: z.enum(RECOMMENDATION_REASONS),
  itemName: z.string().optional(),
  city: z.string().optional(),
});

/** GET /api/recommendations and /api/recommendations/{userId}: items (the spec's list) each with its reason. */
export const recommendedItemSchema = itemSchema.extend({ reason: recommendationReasonSchema });
export const recommendationsSchema = z.array(recommendedItemSchema);
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;
/** The page shows this many (the most a call answers); the item page asks for RECOMMENDATIONS_SHOWN (3). */
export { RECOMMENDATIONS_PAGE_SIZE };

/**
 * The query of both calls: how many (the item page asks for 3, the page for a page) and the item page's context item
 * (never answered, its category and city weigh more).
 */
export const recommendationsQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(RECOMMENDATIONS_PAGE_SIZE).default(RECOMMENDATIONS_PAGE_SIZE),
  ),
  itemId: z.preprocess((v) => (v === '' ? undefined : v), positiveInt4().optional()),
});
export type RecommendationsQuery = z.infer<typeof recommendationsQuerySchema>;
