/** The four browse filters of spec 01 §4, read from the URL (category integer, q, location, district). */
export interface BrowseFilters {
  categoryId: number | null;
  q: string;
  location: string;
  district: string;
}

export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const rawCategory = params.get('category')?.trim() ?? '';
  const categoryId = /^\d{1,9}$/.test(rawCategory) && Number(rawCategory) > 0 ? Number(rawCategory) : null;
  return {
    categoryId,
    q: params.get('q')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    district: params.get('district')?.trim() ?? '',
  };
}

/** A search is active when text, city or district narrow the list; a category alone is browsing. */
export function isSearchActive(f: BrowseFilters): boolean {
  return Boolean(f.q || f.location || f.district);
}

export function hasActiveFilter(f: BrowseFilters): boolean {
  return f.categoryId !== null || isSearchActive(f);
}
