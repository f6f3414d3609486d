import { describe, expect, it } from 'vitest';
import { NO_DISTRICT } from '@/shared/constants/locations';
import { EMPTY_SEARCH, searchUrl, withCity, withStart } from './search-form';

describe('searchUrl', () => {
  it('sends every set field in the order q, start, end, location, district', () => {
    const url = searchUrl({
      q: '  wiertarka udarowa ',
      start: new Date(2026, 5, 3),
      end: new Date(2026, 5, 10),
      location: 'Kraków',
      district: 'Stare Miasto',
    });
    expect(url).toBe(
      '/przegladaj?q=wiertarka+udarowa&start=2026-06-03&end=2026-06-10&location=Krak%C3%B3w&district=Stare+Miasto',
    );
    const params = new URLSearchParams(url.split('?')[1]);
    expect([...params.keys()]).toEqual(['q', 'start', 'end', 'location', 'district']);
    expect(params.get('q')).toBe('wiertarka udarowa');
    expect(params.get('location')).toBe('Kraków');
  });

  it('leaves out empty or blank text, unset dates and an unset city', () => {
    expect(searchUrl(EMPTY_SEARCH)).toBe('/przegladaj');
    expect(searchUrl({ ...EMPTY_SEARCH, q: '   ' })).toBe('/przegladaj');
    expect(searchUrl({ ...EMPTY_SEARCH, end: new Date(2026, 0, 2) })).toBe('/przegladaj?end=2026-01-02');
  });

  it("does not send the 'none' district", () => {
    expect(searchUrl({ ...EMPTY_SEARCH, location: 'Warszawa', district: NO_DISTRICT })).toBe(
      '/przegladaj?location=Warszawa',
    );
  });
});

describe('search form transitions', () => {
  it('clears the district when the city changes', () => {
    const form = { ...EMPTY_SEARCH, location: 'Warszawa', district: 'Mokotów' };
    expect(withCity(form, 'Kraków')).toMatchObject({ location: 'Kraków', district: '' });
    expect(withCity(form, '')).toMatchObject({ location: '', district: '' });
  });

  it('clears the end when the new start is after it, and keeps it otherwise', () => {
    const form = { ...EMPTY_SEARCH, start: new Date(2026, 5, 1), end: new Date(2026, 5, 5) };
    expect(withStart(form, new Date(2026, 5, 6)).end).toBeUndefined();
    expect(withStart(form, new Date(2026, 5, 5)).end).toEqual(new Date(2026, 5, 5));
    expect(withStart(form, new Date(2026, 5, 2))).toMatchObject({
      start: new Date(2026, 5, 2),
      end: new Date(2026, 5, 5),
    });
    expect(withStart(form, undefined).end).toEqual(new Date(2026, 5, 5));
  });
});
