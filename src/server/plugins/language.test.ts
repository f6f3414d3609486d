import { describe, expect, it } from 'vitest';
import { namedLanguage, pickLanguage } from './language';

describe('pickLanguage', () => {
  it('defaults to Polish without a header or without pl/en in it', () => {
    expect(pickLanguage(undefined)).toBe('pl');
    expect(pickLanguage('')).toBe('pl');
    expect(pickLanguage('de-DE, fr;q=0.8')).toBe('pl');
    expect(pickLanguage('*')).toBe('pl');
    expect(pickLanguage('garbage;;;,,')).toBe('pl');
  });

  it('reads the language part of a region tag, case-insensitively', () => {
    expect(pickLanguage('en')).toBe('en');
    expect(pickLanguage('en-GB')).toBe('en');
    expect(pickLanguage('EN-us')).toBe('en');
    expect(pickLanguage('pl-PL')).toBe('pl');
  });

  it('follows quality values, then order', () => {
    expect(pickLanguage('pl;q=0.5, en;q=0.9')).toBe('en');
    expect(pickLanguage('en;q=0.5, pl')).toBe('pl');
    expect(pickLanguage('en, pl')).toBe('en');
    expect(pickLanguage('pl, en')).toBe('pl');
    expect(pickLanguage('de, en;q=0.7, pl;q=0.3')).toBe('en');
    expect(pickLanguage('en-US,en;q=0.9,pl;q=0.8')).toBe('en');
    expect(pickLanguage('en;q=.8, pl;q=.9')).toBe('pl');
  });

  it('ignores languages refused with q=0', () => {
    expect(pickLanguage('en;q=0')).toBe('pl');
    expect(pickLanguage('en;q=0, pl;q=0.1')).toBe('pl');
    expect(pickLanguage('pl;q=0, en;q=0.1')).toBe('en');
    expect(pickLanguage('en;q=0.0')).toBe('pl');
  });
});

describe('namedLanguage', () => {
  it('is null unless pl or en is named (nothing to store on the account)', () => {
    expect(namedLanguage(undefined)).toBeNull();
    expect(namedLanguage('de-DE, fr;q=0.8')).toBeNull();
    expect(namedLanguage('en;q=0')).toBeNull();
    expect(namedLanguage('en')).toBe('en');
    expect(namedLanguage('de, pl;q=0.5')).toBe('pl');
  });
});
