import type { TFunction } from '@/client/i18n/texts';
import type { SavedSearch } from '@/shared/schemas/favourites';
import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';

const shown = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? formatDisplayDate(date) : iso;
};

/**
 * A saved search in words, as its e-mail names it (server saved-searches/texts.ts): "Wiertarka · Narzędzia i sprzęt ·
 * Kraków, Stare Miasto · 12/12/2026–14/12/2026".
 */
export function searchWords(
  t: TFunction,
  s: Pick<SavedSearch, 'q' | 'categoryId' | 'location' | 'district' | 'start' | 'end'>,
) {
  const parts: string[] = [];
  if (s.q) parts.push(s.q);
  if (s.categoryId !== null) parts.push(t(`categories.category_${s.categoryId}_name`));
  const place = [s.location, s.district].filter(Boolean).join(', ');
  if (place) parts.push(place);
  if (s.start && s.end) parts.push(s.start === s.end ? shown(s.start) : `${shown(s.start)}–${shown(s.end)}`);
  return parts.length > 0 ? parts.join(' · ') : t('savedSearches.anything');
}
