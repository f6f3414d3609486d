import { describe, expect, it } from 'vitest';
import {
  browseSearch,
  hasActiveFilter,
  isSearchActive,
  readBrowseFilters,
  toItemListParams,
  withFilter,
} from './browse-params';

const read = (query: string) => readBrowseFilters(new URLSearchParams(query));

describe('readBrowseFilters', () => {
  it('seeds the four filters from the URL', () => {
    expect(read('category=2&q=+wiertarka+&location=Krak%C3%B3w&district=Stare+Miasto')).toMatchObject({
      categoryId: 2,
      q: 'wiertarka',
      location: 'Kraków',
      district: 'Stare Miasto',
    });
  });

  it('reads a city and district written without diacritics or in another case as the canonical ones', () => {
    expect(read('location=Krakow&district=stare+miasto')).toMatchObject({
      location: 'Kraków',
      district: 'Stare Miasto',
    });
    expect(read('location=KRAK%C3%93W').location).toBe('Kraków');
    expect(read('location=lodz').location).toBe('Łódź');
    expect(read('location=+Wroclaw+').location).toBe('Wrocław');
    // An unknown city stays as given (the filter then finds nothing), an absent one is none.
    expect(read('location=Sopot&district=Centrum')).toMatchObject({ location: 'Sopot', district: 'Centrum' });
    expect(read('').location).toBe('');
  });

  it('takes the category only as a positive integer', () => {
    expect(read('category=abc').categoryId).toBeNull();
    expect(read('category=2.5').categoryId).toBeNull();
    expect(read('category=-1').categoryId).toBeNull();
    expect(read('category=0').categoryId).toBeNull();
    expect(read('category=').categoryId).toBeNull();
    expect(read('').categoryId).toBeNull();
    expect(read('category=7').categoryId).toBe(7);
  });

  it('reads dates, order and page, ignoring bad values', () => {
    expect(read('start=2026-05-01&end=2026-05-03&sort=price_asc&page=3')).toMatchObject({
      start: '2026-05-01',
      end: '2026-05-03',
      sort: 'price_asc',
      page: 3,
    });
    expect(read('start=2026-02-30&end=soon&sort=cheap&page=0')).toMatchObject({
      start: '',
      end: '',
      sort: '',
      page: 1,
    });
    expect(read('page=x').page).toBe(1);
    expect(read('start=2026-05-09&end=2026-05-03')).toMatchObject({ start: '2026-05-03', end: '2026-05-09' });
  });

  it('tells a search from a category browse', () => {
    expect(isSearchActive(read('category=2'))).toBe(false);
    expect(hasActiveFilter(read('category=2'))).toBe(true);
    expect(isSearchActive(read('q=x'))).toBe(true);
    expect(isSearchActive(read('district=Wola'))).toBe(true);
    expect(isSearchActive(read('location=Lublin&category=1'))).toBe(true);
    expect(hasActiveFilter(read('start=2026-01-01'))).toBe(false);
  });
});

describe('browseSearch and withFilter', () => {
  it('writes the state back in a fixed order, leaving out empty values and page 1', () => {
    const f = read(
      'page=2&district=Wola&location=Warszawa&q=wiertarka&end=2026-05-03&start=2026-05-01&category=1&sort=newest',
    );
    expect(browseSearch(f)).toBe(
      '?q=wiertarka&category=1&start=2026-05-01&end=2026-05-03&location=Warszawa&district=Wola&sort=newest&page=2',
    );
    expect(browseSearch(read(''))).toBe('');
    expect(browseSearch(read('district=none&location=Lublin'))).toBe('?location=Lublin');
  });

  it('goes back to page 1 on a filter change and clears the district with a new city', () => {
    const f = read('location=Warszawa&district=Wola&page=3');
    expect(withFilter(f, { q: 'namiot' })).toMatchObject({ q: 'namiot', page: 1, district: 'Wola' });
    expect(withFilter(f, { location: 'Kraków' })).toMatchObject({ location: 'Kraków', district: '' });
    expect(withFilter(f, { location: '' })).toMatchObject({ location: '', district: '' });
    expect(withFilter(read('location=Wrocław&district=Stare Miasto'), { location: 'Kraków' }).district).toBe('');
    expect(withFilter(f, { location: 'Warszawa', district: 'Ursus' }).district).toBe('Ursus');
  });

  it('turns the state into the API request', () => {
    expect(toItemListParams(read('q=wiertarka&category=1&location=Łódź&page=3'))).toEqual({
      q: 'wiertarka',
      category: 1,
      location: 'Łódź',
      district: undefined,
      start: undefined,
      end: undefined,
      sort: undefined,
      instant: undefined,
      limit: 24,
      offset: 48,
    });
  });

  it('keeps the instant booking filter in the URL and the request (issue 26 §2)', () => {
    const f = read('instant=true&location=Gdańsk&page=2');
    expect(f.instant).toBe(true);
    expect(read('instant=1').instant).toBe(false);
    expect(read('').instant).toBe(false);
    expect(isSearchActive(f)).toBe(true);
    expect(browseSearch(f)).toBe('?location=Gda%C5%84sk&instant=true&page=2');
    expect(browseSearch(withFilter(f, { instant: false }))).toBe('?location=Gda%C5%84sk');
    expect(toItemListParams(f)).toMatchObject({ instant: true, offset: 24 });
  });
});
