import type { SavedSearch } from '@/shared/schemas/favourites';
import { localizedPath } from '@/client/lib/paths';

/** A search's filters as browse keeps them in its URL ('' or null when not set). */
export interface SearchFilters {
  q: string;
  categoryId: number | null;
  location: string;
  district: string;
  start: string;
  end: string;
}

/** The filters of a saved search, in browse's shape. */
export function filtersOf(s: SavedSearch): SearchFilters {
  return {
    q: s.q,
    categoryId: s.categoryId,
    location: s.location ?? '',
    district: s.district ?? '',
    start: s.start ?? '',
    end: s.end ?? '',
  };
}

/** Whether any filter narrows the list: a search with none is not worth saving (the server refuses it too). */
export const hasSearchFilter = (f: SearchFilters) =>
  Boolean(f.q.trim() || f.categoryId !== null || f.location || f.district || f.start || f.end);

/** One date alone is that day, as browse and the server read it. */
const datesOf = (f: SearchFilters) => ({ start: f.start || f.end, end: f.end || f.start });

/** Whether a saved search has exactly these filters (then the save button says it is saved). */
export function isSameSearch(saved: SavedSearch, f: SearchFilters): boolean {
  const a = filtersOf(saved);
  const da = datesOf(a);
  const db = datesOf(f);
  return (
    a.q === f.q.trim() &&
    a.categoryId === f.categoryId &&
    a.location === f.location &&
    a.district === f.district &&
    da.start === db.start &&
    da.end === db.end
  );
}

/** Browse with these filters, in the language (the parameter names of shared/schemas/search.ts). */
export function browseHref(f: SearchFilters, lang: string): string {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.categoryId !== null) p.set('category', String(f.categoryId));
  if (f.start) p.set('start', f.start);
  if (f.end) p.set('end', f.end);
  if (f.location) p.set('location', f.location);
  if (f.district) p.set('district', f.district);
  const query = p.toString();
  return `${localizedPath('browse', lang)}${query ? `?${query}` : ''}`;
}
