import { describe, expect, it } from 'vitest';
import { dayOfDateOrTimestamp, isIsoDate } from './dates';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    for (const ok of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2026-04-30'])
      expect(isIsoDate(ok), ok).toBe(true);
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      '2026-01-01T00:00',
      ' 2026-01-01',
      '',
    ])
      expect(isIsoDate(bad), bad).toBe(false);
  });
  it('agrees with the calendar on every day of four years', () => {
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const d = new Date(t).toISOString().slice(0, 10);
      expect(isIsoDate(d)).toBe(true);
    }
  });
});

describe('dayOfDateOrTimestamp', () => {
  it('takes a date as it is and a valid ISO timestamp as the day it means in Poland', () => {
    const cases: [string, string][] = [
      ['2027-09-18', '2027-09-18'],
      ['2027-09-18T10:00:00Z', '2027-09-18'],
      ['2027-09-18T10:00Z', '2027-09-18'],
      ['2027-09-17T22:00:00.000Z', '2027-09-18'], // the spec's client: midnight in Warsaw (CEST) as toISOString()
      ['2027-12-17T23:00:00.000Z', '2027-12-18'], // the same in winter (CET)
      ['2027-09-18T10:00:00+02:00', '2027-09-18'],
      ['2027-09-18T23:30:00-0500', '2027-09-19'],
      ['2027-09-18T10:00:00.123456789Z', '2027-09-18'],
      ['2027-09-18T10:00:00', '2027-09-18'], // no zone: a wall-clock time, its date
    ];
    for (const [input, day] of cases) expect(dayOfDateOrTimestamp(input), input).toBe(day);
  });
  it('refuses anything else: trailing text, impossible times, dates or zones', () => {
    const bad = [
      '2027-09-18garbage',
      '2027-09-18T25:99:00Z',
      '2027-09-18T24:00:00Z',
      '2027-09-18T10:60:00Z',
      '2027-09-18T10:00:60Z',
      '2027-09-18T10:00:00+25:00',
      '2027-09-18T10:00:00Zjunk',
      '2027-09-18 10:00:00',
      '2027-02-30',
      '2027-02-30T10:00:00Z',
      '2027-9-18',
      '18/09/2027',
      'Sat Sep 18 2027',
      '',
    ];
    for (const input of bad) expect(dayOfDateOrTimestamp(input), input).toBeNull();
  });
});
