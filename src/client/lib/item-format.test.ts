import { describe, expect, it } from 'vitest';
import {
  formatMonthYear,
  formatRating,
  formatWhole,
  formatZl,
  itemPlace,
  shownRating,
  wholePricePerDay,
} from './item-format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('wholePricePerDay', () => {
  it('rounds down to whole złoty', () => {
    expect(wholePricePerDay('45.00')).toBe(45);
    expect(wholePricePerDay('45.99')).toBe(45);
    expect(wholePricePerDay('0.50')).toBe(0);
    expect(wholePricePerDay('19.999')).toBe(20); // the API sends two decimals; a third one is rounded first
    expect(wholePricePerDay(120)).toBe(120);
    expect(wholePricePerDay('1234.01')).toBe(1234);
  });
});

describe('ratings', () => {
  it('shows a rating only above 0', () => {
    expect(shownRating('0.00')).toBeNull();
    expect(shownRating('0')).toBeNull();
    expect(shownRating(null)).toBeNull();
    expect(shownRating('abc')).toBeNull();
    expect(shownRating('4.75')).toBe(4.75);
  });

  it('formats with one decimal in the language', () => {
    expect(formatRating(4.75, 'en')).toBe('4.8');
    expect(formatRating(4.75, 'pl')).toBe('4,8');
    expect(formatRating(5, 'pl')).toBe('5,0');
    expect(formatRating(4.04, 'en')).toBe('4.0');
  });
});

describe('amounts', () => {
  it('shows złoty with two decimals', () => {
    expect(nbsp(formatZl('45', 'pl'))).toBe('45,00 zł');
    expect(nbsp(formatZl('1234.5', 'pl'))).toBe('1234,50 zł');
    expect(nbsp(formatZl('12345.5', 'pl'))).toBe('12 345,50 zł');
    expect(formatZl('1234.5', 'en')).toBe('1,234.50 zł');
    expect(formatZl(0.1 + 0.2, 'en')).toBe('0.30 zł');
  });

  it('shows whole złoty for cards', () => {
    expect(formatWhole(45, 'pl')).toBe('45');
    expect(formatWhole(1500, 'en')).toBe('1,500');
    expect(nbsp(formatWhole(15000, 'pl'))).toBe('15 000');
  });
});

describe('itemPlace', () => {
  it('puts the district after the city and defaults the city to Warszawa', () => {
    expect(itemPlace({ location: 'Kraków', district: 'Stare Miasto' })).toBe('Kraków, Stare Miasto');
    expect(itemPlace({ location: 'Lublin', district: null })).toBe('Lublin');
    expect(itemPlace({ location: '', district: null })).toBe('Warszawa');
    expect(itemPlace({ location: null, district: 'Wola' })).toBe('Warszawa, Wola');
    expect(itemPlace({ location: 'Gdańsk', district: '  ' })).toBe('Gdańsk');
  });
});

describe('formatMonthYear', () => {
  it('shows month (Polish genitive) and year, with January 2023 as the fallback', () => {
    expect(formatMonthYear('2024-03-10T12:00:00Z', 'en')).toBe('March 2024');
    expect(formatMonthYear('2024-03-10T12:00:00Z', 'pl')).toBe('marca 2024');
    expect(formatMonthYear(null, 'en')).toBe('January 2023');
    expect(formatMonthYear('not a date', 'en')).toBe('January 2023');
    expect(formatMonthYear(undefined, 'pl')).toBe('stycznia 2023');
    expect(formatMonthYear('2025-07-01T10:00:00Z', 'pl')).toBe('lipca 2025');
  });
});

describe('months as Intl writes them, without Intl (decision 0085)', () => {
  const LOCALE = { pl: 'pl-PL', en: 'en-GB' } as const;
  it('names every month and year as Intl.DateTimeFormat does (Polish in the genitive)', () => {
    for (const lang of ['pl', 'en'] as const)
      for (let month = 0; month < 12; month++) {
        const date = new Date(2024, month, 10);
        const parts = new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric' })
          .formatToParts(date)
          .filter((p) => p.type === 'month' || p.type === 'year')
          .map((p) => p.value);
        expect(formatMonthYear(date.toISOString(), lang)).toBe(parts.join(' '));
      }
  });
});
