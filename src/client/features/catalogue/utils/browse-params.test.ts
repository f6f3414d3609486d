import { describe, expect, it } from 'vitest';
import { hasActiveFilter, isSearchActive, readBrowseFilters } from './browse-params';

const read = (query: string) => readBrowseFilters(new URLSearchParams(query));

describe('readBrowseFilters', () => {
  it('seeds the four filters from the URL', () => {
    expect(read('category=2&q=+wiertarka+&location=Krak%C3%B3w&district=Stare+Miasto')).toEqual({
      categoryId: 2,
      q: 'wiertarka',
      location: 'Kraków',
      district: 'Stare Miasto',
    });
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

  it('tells a search from a category browse', () => {
    expect(isSearchActive(read('category=2'))).toBe(false);
    expect(hasActiveFilter(read('category=2'))).toBe(true);
    expect(isSearchActive(read('q=x'))).toBe(true);
    expect(isSearchActive(read('district=Wola'))).toBe(true);
    expect(isSearchActive(read('location=Lublin&category=1'))).toBe(true);
    expect(hasActiveFilter(read('start=2026-01-01'))).toBe(false);
  });
});
