import { describe, expect, it } from 'vitest';
import { computeKindOf, computePrice, computeRefund, formatMoney, readSlots } from './compute';

const ask = (text: string, lang: 'pl' | 'en') => {
  const slots = readSlots(text);
  const kind = computeKindOf(text, slots);
  return {
    slots,
    kind,
    text: kind === 'price' ? computePrice(slots, lang) : kind === 'refund' ? computeRefund(slots, lang) : null,
  };
};

describe('reading the figures of a question', () => {
  it.each([
    ['3 dni za 40 zł dziennie', { perDay: 4000, days: 3 }],
    ['tydzień po 40zl/dzień', { perDay: 4000, days: 7 }],
    ['weekend, 40,50 zł za dzień', { perDay: 4050, days: 2 }],
    ['3 days at 40 PLN a day', { perDay: 4000, days: 3 }],
    ['two weeks at PLN 40 per day', { perDay: 4000, days: 14 }],
    ['3 dni przedmiotu za 40 zł dziennie', { perDay: 4000, days: 3 }],
  ])('%s', (text, expected) => {
    expect(readSlots(text)).toMatchObject(expected);
  });

  it('reads the hours before the start, the terms and the deposit', () => {
    expect(readSlots('anuluję 3 dni przed, warunki restrykcyjne')).toMatchObject({ hoursBefore: 72, terms: 'strict' });
    expect(readSlots('cancel 12 hours before on flexible terms')).toMatchObject({ hoursBefore: 12, terms: 'flexible' });
    expect(readSlots('anuluję dzień wcześniej przy standardowych')).toMatchObject({
      hoursBefore: 24,
      terms: 'standard',
    });
    expect(readSlots('3 days at 40 zł a day with a 200 zł deposit')).toMatchObject({ perDay: 4000, deposit: 20000 });
    expect(readSlots('co jeśli właściciel anuluje')).toMatchObject({ ownerCancels: true });
  });
});

describe('prices by the shared pricing rule', () => {
  it('3 days at 40 zł: 120 zł + 12 zł fee = 132 zł, in each language’s format', () => {
    const pl = ask('ile kosztują 3 dni przedmiotu za 40 zł dziennie', 'pl');
    expect(pl.kind).toBe('price');
    expect(pl.text).toContain('120,00 zł');
    expect(pl.text).toContain('12,00 zł');
    expect(pl.text).toContain('132,00 zł');
    const en = ask('how much is 3 days of an item at 40 zł a day', 'en');
    expect(en.text).toContain('132.00 zł');
  });

  it('formats money as the site does', () => {
    expect(formatMoney(13200, 'pl')).toBe('132,00 zł');
    expect(formatMoney(13200, 'en')).toBe('132.00 zł');
    expect(formatMoney(123450, 'en')).toBe('1,234.50 zł');
  });
});

describe('refunds by the shared cancellation rule', () => {
  it('strict terms: half the rental price within 48 h, nothing later', () => {
    expect(ask('ile zwrotu jak anuluję 3 dni przed, restrykcyjne, wynajem za 200 zł', 'pl').text).toContain(
      '100,00 zł',
    );
    expect(ask('refund if I cancel 24 hours before, strict terms, rental 200 zł', 'en').text).toMatch(
      /too late.*0\.00 zł/s,
    );
  });

  it('standard terms: everything with the fee from 24 h before, nothing later', () => {
    expect(ask('cancel 2 days before with standard terms, the rental was 300 zł, how much back?', 'en').text).toContain(
      '330.00 zł',
    );
    expect(ask('anuluję 12 godzin przed, standardowe, cena 100 zł, ile zwrotu?', 'pl').text).toContain('0,00 zł');
  });

  it('flexible terms: everything until 2 h before', () => {
    expect(ask('how much back if I cancel 3 hours before, flexible, rental 100 zł', 'en').text).toContain('110.00 zł');
    expect(ask('ile zwrotu jak anuluję godzinę przed, elastyczne', 'pl').text).toContain('za późno');
  });

  it('the owner cancelling refunds everything', () => {
    expect(ask('what if the owner cancels, do I get a refund?', 'en').text).toMatch(/everything they paid/);
  });

  it('gives each terms’ outcome when the terms are not named, and nothing when the hours are missing', () => {
    const text = ask('ile odzyskam jak anuluję dzień wcześniej', 'pl').text!;
    expect(text).toContain('restrykcyjnych');
    expect(text).toContain('standardowych');
    expect(text).toContain('elastycznych');
    expect(ask('ile dostanę zwrotu przy anulowaniu przy standardowych', 'pl').text).toBeNull();
  });
});
