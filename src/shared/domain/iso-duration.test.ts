import { describe, expect, it } from 'vitest';
import { addIsoDuration, parseIsoDuration } from './iso-duration';

describe('parseIsoDuration', () => {
  it.each([
    ['PT49H', { hours: 49 }],
    ['P2D', { days: 2 }],
    ['P1W', { weeks: 1 }],
    ['P1Y2M3DT4H5M6S', { years: 1, months: 2, days: 3, hours: 4, minutes: 5, seconds: 6 }],
    ['PT30M', { minutes: 30 }],
    ['PT0S', { seconds: 0 }],
    ['P1M', { months: 1 }],
  ])('reads %s', (text, parts) => {
    expect(parseIsoDuration(text)).toEqual(parts);
  });

  it.each([
    '',
    'P',
    'PT',
    'P1DT',
    'T1H',
    '49H',
    'pt49h',
    '-PT1H',
    'P-1D',
    'PT1.5H',
    'PT1,5H',
    'P1H',
    'PT1D',
    'P1D2Y',
    'P2026-12-01',
    ' PT1H',
    'PT1H ',
    'P100001D',
  ])('refuses %j', (text) => {
    expect(parseIsoDuration(text)).toBeNull();
  });
});

describe('addIsoDuration', () => {
  it('adds hours as elapsed time', () => {
    const from = new Date('2026-11-27T10:00:00Z');
    expect(addIsoDuration(from, parseIsoDuration('PT49H')!).toISOString()).toBe('2026-11-29T11:00:00.000Z');
  });

  it('adds several parts at once', () => {
    const from = new Date('2026-11-27T10:00:00Z');
    expect(addIsoDuration(from, parseIsoDuration('PT1H30M15S')!).toISOString()).toBe('2026-11-27T11:30:15.000Z');
  });
});
