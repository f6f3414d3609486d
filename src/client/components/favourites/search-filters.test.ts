import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '@/shared/schemas/favourites';
import { withFavouriteIntent } from './favourite-param';
import { browseHref, hasSearchFilter, isSameSearch, type SearchFilters } from './search-filters';

const none: SearchFilters = { q: '', categoryId: null, location: '', district: '', start: '', end: '' };
const saved = (over: Partial<SavedSearch>): SavedSearch => ({
  id: 1,
  q: '',
  categoryId: null,
  location: null,
  district: null,
  start: null,
  end: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  lastSentAt: null,
  ...over,
});

describe('saved search filters', () => {
  it('a search with no filter at all is not one to save', () => {
    expect(hasSearchFilter(none)).toBe(false);
    expect(hasSearchFilter({ ...none, q: '  ' })).toBe(false);
    for (const f of [{ q: 'x' }, { categoryId: 3 }, { location: 'Kraków' }, { start: '2026-12-01' }])
      expect(hasSearchFilter({ ...none, ...f })).toBe(true);
  });

  it('knows the saved one: the same filters, one date alone being that day, the text trimmed', () => {
    const drill = saved({ q: 'wiertarka', categoryId: 1, location: 'Kraków', start: '2026-12-12', end: '2026-12-12' });
    const view = { ...none, q: ' wiertarka ', categoryId: 1, location: 'Kraków', start: '2026-12-12' };
    expect(isSameSearch(drill, view)).toBe(true);
    expect(isSameSearch(drill, { ...view, district: 'Stare Miasto' })).toBe(false);
    expect(isSameSearch(drill, { ...view, categoryId: null })).toBe(false);
    expect(isSameSearch(drill, { ...view, end: '2026-12-14' })).toBe(false);
  });

  it('opens browse with the filters, in the language', () => {
    const f = {
      ...none,
      q: 'namiot',
      categoryId: 3,
      location: 'Kraków',
      district: 'Stare Miasto',
      start: '2026-12-12',
      end: '2026-12-14',
    };
    expect(browseHref(f, 'pl')).toBe(
      '/przegladaj?q=namiot&category=3&start=2026-12-12&end=2026-12-14&location=Krak%C3%B3w&district=Stare+Miasto',
    );
    expect(browseHref({ ...none, categoryId: 2 }, 'en')).toBe('/browse?category=2');
  });
});

describe('a visitor’s heart', () => {
  it('comes back to the same address with the item to save, other parameters kept', () => {
    expect(withFavouriteIntent('/przedmiot/12', '', 12)).toBe('/przedmiot/12?favourite=12');
    expect(withFavouriteIntent('/przegladaj', '?q=rower&page=2', 7)).toBe('/przegladaj?q=rower&page=2&favourite=7');
    expect(withFavouriteIntent('/', '?favourite=3', 4)).toBe('/?favourite=4');
  });
});
