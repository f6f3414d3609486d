import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

describe('formatNumber: as Intl.NumberFormat writes numbers, without Intl (decision 0085)', () => {
  const LOCALE = { pl: 'pl-PL', en: 'en-GB' } as const;
  const formats = new Map<string, Intl.NumberFormat>();
  const intl = (value: number, decimals: number, lang: 'pl' | 'en') => {
    const key = `${lang}${decimals}`;
    if (!formats.has(key))
      formats.set(
        key,
        new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      );
    return formats.get(key)!.format(value);
  };
  // Ties of the shortest decimal (4.55, 1.005), carries (9.95, 999.995), grouping edges, tiny and huge magnitudes, signs.
  const chosen = (
    '0 -0 0.04 -0.04 0.05 0.15 0.5 1.005 2.5 -2.5 4.04 4.55 4.65 4.75 9.95 9.995 99.95 999.995 1234 1234.5 9999.5 ' +
    '12345 99999.5 123456 1234567.891 -12345.5 1e-7 5e-7 1.5e-5 1e15 1.25e20 1e21 1.5e22 0.30000000000000004'
  )
    .split(' ')
    .map(Number);
  // Every amount a price can be (whole grosze), ratings in hundredths, and random numbers of every size.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const values = [
    ...chosen,
    ...Array.from({ length: 2000 }, () => Math.floor(random() * 10_000_000) / 100),
    ...Array.from({ length: 500 }, (_, i) => i / 100),
    ...Array.from({ length: 2000 }, () => (random() - 0.5) * 10 ** Math.floor(random() * 24 - 8)),
  ];

  it('writes every number with 0, 1 and 2 decimals in both languages exactly as Intl.NumberFormat does', () => {
    const differ: string[] = [];
    for (const lang of ['pl', 'en'] as const)
      for (const v of values) {
        const mine = [0, 1, 2].map((d) => formatNumber(v, d, lang));
        const theirs = [0, 1, 2].map((d) => intl(v, d, lang));
        if (mine.join('|') !== theirs.join('|')) differ.push(`${lang} ${v}: ${mine.join('|')} ≠ ${theirs.join('|')}`);
      }
    expect(differ).toEqual([]);
  });
});
