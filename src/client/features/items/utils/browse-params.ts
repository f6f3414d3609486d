import { SEARCH_DEFAULT_LIMIT, SEARCH_SORTS, type SearchSort } from '@/shared/constants/search';
import { cityOrAsGiven, districtOrAsGiven, NO_DISTRICT } from '@/shared/constants/locations';
import type { ItemListParams } from '@/client/features/items/api/get-items';
import { parseIsoDate } from '@/client/lib/format';

export const BROWSE_PAGE_SIZE = SEARCH_DEFAULT_LIMIT;

/**
 * The browse state, all of it in the URL (spec 01 §4): the four filters (category integer, q, location, district),
 * the dates from the home search, the order and the page.
 */
export interface BrowseFilters {
  categoryId: number | null;
  q: string;
  location: string;
  district: string;
  /** YYYY-MM-DD, '' when not given or not a real date. */
  start: string;
  end: string;
  sort: SearchSort | '';
  /** Only listings that take instant bookings (`instant=true`, issue 26 §2). */
  instant: boolean;
  /** 1-based. */
  page: number;
}

const positiveInt = (raw: string | null | undefined) => {
  const v = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null;
};
const isoOrEmpty = (raw: string | null) => (parseIsoDate(raw?.trim()) ? raw!.trim() : '');

export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const sort = params.get('sort')?.trim() ?? '';
  let start = isoOrEmpty(params.get('start'));
  let end = isoOrEmpty(params.get('end'));
  // A reversed range would make the server refuse the whole request: read it the right way round.
  if (start && end && end < start) [start, end] = [end, start];
  // A city or district from a link in another spelling ("krakow") is the canonical one, not a second city.
  const location = cityOrAsGiven(params.get('location') ?? '');
  const district = params.get('district')?.trim() ?? '';
  return {
    categoryId: positiveInt(params.get('category')),
    q: params.get('q')?.trim() ?? '',
    location,
    district: district && districtOrAsGiven(location, district),
    start,
    end,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : '',
    instant: params.get('instant')?.trim() === 'true',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** A search is active when text, city, district or instant booking narrow the list; a category alone is browsing. */
export function isSearchActive(f: BrowseFilters): boolean {
  return Boolean(f.q || f.location || f.district || f.instant);
}

export function hasActiveFilter(f: BrowseFilters): boolean {
  return f.categoryId !== null || isSearchActive(f);
}

/** The URL of a browse state, parameters in a fixed order; empty ones, page 1 and the 'none' district left out. */
export function browseSearch(f: BrowseFilters): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.categoryId !== null) p.set('category', String(f.categoryId));
  if (f.start) p.set('start', f.start);
  if (f.end) p.set('end', f.end);
  if (f.location) p.set('location', f.location);
  if (f.district && f.district !== NO_DISTRICT) p.set('district', f.district);
  if (f.instant) p.set('instant', 'true');
  if (f.sort) p.set('sort', f.sort);
  if (f.page > 1) p.set('page', String(f.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A filter change goes back to page 1; changing the city clears the district (spec 01 §4). */
export function withFilter(f: BrowseFilters, change: Partial<Omit<BrowseFilters, 'page'>>): BrowseFilters {
  const next = { ...f, ...change, page: 1 };
  if (change.location !== undefined && change.location !== f.location) next.district = '';
  return next;
}

/** The request of GET /api/items for the browse state. */
export function toItemListParams(f: BrowseFilters): ItemListParams {
  return {
    q: f.q || undefined,
    category: f.categoryId ?? undefined,
    location: f.location || undefined,
    district: f.district || undefined,
    start: f.start || undefined,
    end: f.end || undefined,
    sort: f.sort || undefined,
    instant: f.instant ? true : undefined,
    limit: BROWSE_PAGE_SIZE,
    offset: (f.page - 1) * BROWSE_PAGE_SIZE,
  };
}
