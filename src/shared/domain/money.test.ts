import { describe, expect, it } from 'vitest';
import { parseAmountNumber, parseAmountText } from './money';

describe('amounts as people in Poland type them', () => {
  it.each([
    ['1200', 120000],
    ['1 200', 120000],
    ['1\u00a0200', 120000],
    ['1\u202f200', 120000],
    ['1 200,50', 120050],
    ['1200,5', 120050],
    ['1200.50', 120050],
    ['12,05', 1205],
    ['0,99', 99],
    ['  25,50  ', 2550],
    ['1 200 zł', 120000],
    ['1200zł', 120000],
    ['1 200,50 PLN', 120050],
    ['1.200,50', 120050],
    ['1,200.50', 120050],
    ['1.200.000', 120000000],
    ['1 234 567,89', 123456789],
    ['0', 0],
  ])('reads %j as %i grosze', (text, grosze) => {
    expect(parseAmountText(text)).toBe(grosze);
  });

  it.each([
    '',
    'abc',
    '1.200',
    '1,200',
    '1.234',
    '12 00',
    '1 20',
    '1200,505',
    '1.200.50',
    '1,200,5',
    '1 200.000',
    '-5',
    '+5',
    '1e3',
    '0x10',
    'Infinity',
    '12,',
    ',50',
    '1 200 zł zł',
    '12 000 0',
  ])('refuses %j', (text) => {
    expect(parseAmountText(text)).toBeNull();
  });

  it('takes JSON numbers with at most two decimals', () => {
    expect(parseAmountNumber(1200)).toBe(120000);
    expect(parseAmountNumber(12.5)).toBe(1250);
    expect(parseAmountNumber(0.1 + 0.2)).toBe(30);
    expect(parseAmountNumber(1.234)).toBeNull();
    expect(parseAmountNumber(-1)).toBe(-100);
    expect(parseAmountNumber(Number.NaN)).toBeNull();
    expect(parseAmountNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
