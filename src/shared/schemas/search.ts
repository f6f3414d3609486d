import { z } from 'zod';
import { isIsoDate } from '@/shared/domain/dates';
import { cityOrAsGiven, districtOrAsGiven } from '@/shared/constants/locations';
import { positiveInt4 } from './common';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_SORTS } from '@/shared/constants/search';

export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_SORTS, type SearchSort } from '@/shared/constants/search';

/** URL parameter names shared by the home search panel, the browse page and GET /api/items. */
export const SEARCH_PARAMS = {
  q: 'q',
  start: 'start',
  end: 'end',
  location: 'location',
  district: 'district',
  category: 'category',
  instant: 'instant',
} as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const isoDate = z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, 'validation.invalidDate').optional());

/** GET /api/items query: every filter optional, empty ones ignored, all combined with AND. */
export const itemSearchQuerySchema = z
  .object({
    q: z.preprocess(emptyToUndefined, z.string().trim().max(200, 'validation.tooLong').optional()),
    category: z.preprocess(emptyToUndefined, positiveInt4().optional()),
    categoryId: z.preprocess(emptyToUndefined, positiveInt4().optional()),
    /** A known city in any spelling ("krakow", "KRAKÓW") is read as its canonical name; another one as given. */
    location: z.preprocess(emptyToUndefined, z.string().trim().max(100).transform(cityOrAsGiven).optional()),
    /** One owner's listings (the owner's dashboards; the spec's client fetched everything and filtered by ownerId). */
    ownerId: z.preprocess(emptyToUndefined, positiveInt4().optional()),
    district: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    /** `true`: only listings that take instant bookings (issue 26 §2); `false` or absent: all. */
    instant: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    ),
    start: isoDate,
    end: isoDate,
    sort: z.preprocess(emptyToUndefined, z.enum(SEARCH_SORTS).optional()),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
    ),
    offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  })
  .refine((v) => !(v.start && v.end) || v.start <= v.end, { path: ['end'], message: 'validation.endBeforeStart' })
  .transform((v) => (v.district ? { ...v, district: districtOrAsGiven(v.location, v.district) } : v));
export type ItemSearchQuery = z.output<typeof itemSearchQuerySchema>;
