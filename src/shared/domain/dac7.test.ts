import { describe, expect, it } from 'vitest';
import { isTransportItem, quarterOfDate } from './dac7';
import { isValidKrs, isValidRegon, peselBirthDate } from './tax-numbers';

describe('isTransportItem: DAC7’s rental of a means of transport, by the item’s name', () => {
  it('matches whole words in Polish and English, in their forms', () => {
    for (const name of [
      'Rowery dla dzieci (2 szt.)',
      'E-bike Cube',
      'Mountain bike',
      'Electric scooter Segway',
      'Skuter Yamaha',
      'Dwie hulajnogi',
      'Rowerek biegowy',
    ])
      expect(isTransportItem(name), name).toBe(true);
    for (const name of [
      'Bagażnik na rower',
      'Bike rack for 3 bikes',
      'Kask rowerowy',
      'Stojak na rowery',
      'Rowerowy licznik',
      'Scooterino',
      'Bikeshed',
    ])
      expect(isTransportItem(name), name).toBe(false);
  });
});

describe('quarterOfDate', () => {
  it('puts each month in its quarter', () => {
    expect(
      ['2025-01-01', '2025-03-31', '2025-04-01', '2025-06-30', '2025-07-01', '2025-12-31'].map(quarterOfDate),
    ).toEqual([1, 1, 2, 2, 3, 4]);
  });
});

describe('the numbers a seller gives (tax-numbers.ts, issue 27 §5)', () => {
  it('reads the birth date of a PESEL, its century in the month', () => {
    expect(peselBirthDate('90051712344')).toBe('1990-05-17');
    expect(peselBirthDate('01220312346')).toBe('2001-02-03');
    expect(peselBirthDate('44051401359')).toBe('1944-05-14');
    expect(peselBirthDate('90023012340')).toBeNull(); // 30 February
    expect(peselBirthDate('9005171234')).toBeNull();
  });
  it('checks a REGON of 9 or 14 digits and a KRS of 10', () => {
    expect(isValidRegon('123456785')).toBe(true);
    expect(isValidRegon('123456789')).toBe(false);
    expect(isValidRegon('12345678512347')).toBe(true);
    expect(isValidRegon('12345678512348')).toBe(false);
    expect(isValidRegon('1234567')).toBe(false);
    expect(isValidKrs('0000123456')).toBe(true);
    expect(isValidKrs('000012345')).toBe(false);
  });
});
