import { isAfter } from 'date-fns';
import { NO_DISTRICT } from '@/shared/constants/locations';
import { toIsoDate } from '@/client/lib/format';

/** The search filter of spec 01 §3: text, start and end dates, city and district ('' = not chosen). */
export interface SearchForm {
  q: string;
  start: Date | undefined;
  end: Date | undefined;
  location: string;
  district: string;
}

export const EMPTY_SEARCH: SearchForm = { q: '', start: undefined, end: undefined, location: '', district: '' };

/** Changing the city clears the chosen district (spec 01 §4). */
export function withCity(form: SearchForm, location: string): SearchForm {
  return { ...form, location, district: '' };
}

/** A start after the chosen end clears the end, so the range is never reversed. */
export function withStart(form: SearchForm, start: Date | undefined): SearchForm {
  const end = start && form.end && isAfter(start, form.end) ? undefined : form.end;
  return { ...form, start, end };
}

/**
 * The browse link of a search (spec 01 §2): /przegladaj with q (trimmed, left out when empty), start and end
 * (YYYY-MM-DD, when set), location (when set) and district (when set and not the 'none' choice), in that order.
 */
export function searchUrl(form: SearchForm, basePath = '/przegladaj'): string {
  const params = new URLSearchParams();
  const q = form.q.trim();
  if (q) params.set('q', q);
  if (form.start) params.set('start', toIsoDate(form.start));
  if (form.end) params.set('end', toIsoDate(form.end));
  if (form.location) params.set('location', form.location);
  if (form.district && form.district !== NO_DISTRICT) params.set('district', form.district);
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
