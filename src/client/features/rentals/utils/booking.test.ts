import { createInstance } from '@/client/i18n/texts';
import { describe, expect, it } from 'vitest';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import { BOOKING_LIMITS } from '@/shared/constants/listing';
import { brokenRule, MAX_DAYS_DEFAULT, MIN_DAYS_DEFAULT } from '@/shared/domain/calendar';
import { sharedMessages } from '@/shared/i18n/messages';
import { addDays } from '@/shared/domain/dates';
import { createRentalSchema } from '@/shared/schemas/rentals';
import { bookedMatchers, bookingBlock, findConflict, rulesText, ruleText } from './booking';

const booked = [
  { startDate: '2026-07-10', endDate: '2026-07-12' },
  { startDate: '2026-06-01', endDate: '2026-06-01' },
];
const base = {
  loggedIn: true,
  startDate: '2026-07-01',
  endDate: '2026-07-03',
  booked,
  insuranceRequired: false,
  insuranceAccepted: false,
};

describe('findConflict', () => {
  it('finds a booked range overlapping the chosen days, ends included', () => {
    expect(findConflict('2026-07-12', '2026-07-14', booked)).toEqual(booked[0]);
    expect(findConflict('2026-07-05', '2026-07-10', booked)).toEqual(booked[0]);
    expect(findConflict('2026-07-01', '2026-07-31', booked)).toEqual(booked[0]);
    expect(findConflict('2026-05-01', '2026-07-31', booked)).toEqual(booked[1]);
    expect(findConflict('2026-07-13', '2026-07-20', booked)).toBeUndefined();
    expect(findConflict('2026-06-02', '2026-07-09', booked)).toBeUndefined();
  });
});

describe('bookedMatchers', () => {
  it('turns ranges into local calendar days', () => {
    const [m] = bookedMatchers([{ startDate: '2026-07-10', endDate: '2026-07-12' }]);
    expect([m.from.getFullYear(), m.from.getMonth(), m.from.getDate()]).toEqual([2026, 6, 10]);
    expect([m.to.getMonth(), m.to.getDate()]).toEqual([6, 12]);
    expect(bookedMatchers([{ startDate: 'x', endDate: '2026-07-12' }])).toEqual([]);
    expect(
      bookedMatchers([{ startDate: '2026-07-10T00:00:00.000Z', endDate: '2026-07-12T00:00:00.000Z' }]),
    ).toHaveLength(1);
  });
});

describe('bookingBlock', () => {
  it('asks for login first, then both dates', () => {
    expect(bookingBlock({ ...base, loggedIn: false, startDate: undefined })).toEqual({ reason: 'login' });
    expect(bookingBlock({ ...base, endDate: undefined })).toEqual({ reason: 'dates' });
    expect(bookingBlock({ ...base, startDate: undefined })).toEqual({ reason: 'dates' });
    expect(bookingBlock({ ...base, startDate: '2026-07-04' })).toEqual({ reason: 'dates' });
  });

  it(`refuses more than ${BOOKING_LIMITS.maxDays} days, both ends counted, as the server does`, () => {
    const start = '2027-01-01';
    const lastDay = addDays(start, BOOKING_LIMITS.maxDays - 1);
    expect(bookingBlock({ ...base, booked: [], startDate: start, endDate: lastDay })).toBeNull();
    expect(bookingBlock({ ...base, booked: [], startDate: start, endDate: addDays(lastDay, 1) })).toEqual({
      reason: 'tooLong',
    });
    expect(createRentalSchema.safeParse({ itemId: 1, startDate: start, endDate: lastDay }).success).toBe(true);
    expect(createRentalSchema.safeParse({ itemId: 1, startDate: start, endDate: addDays(lastDay, 1) }).success).toBe(
      false,
    );
  });

  it('names the booked range a request would overlap', () => {
    expect(bookingBlock({ ...base, endDate: '2026-07-11' })).toEqual({ reason: 'conflict', range: booked[0] });
  });

  it('wants the insurance accepted when the owner requires it', () => {
    expect(bookingBlock({ ...base, insuranceRequired: true })).toEqual({ reason: 'insurance' });
    expect(bookingBlock({ ...base, insuranceRequired: true, insuranceAccepted: true })).toBeNull();
    expect(bookingBlock(base)).toBeNull();
  });
});

describe("the owner's rules (issue 26 §1)", () => {
  const rules = { minDays: 2, maxDays: 5, noticeDays: 1 };
  const broken = (startDate: string, endDate: string) => brokenRule(rules, startDate, endDate, '2026-07-01');

  const translator = async (lng: 'pl' | 'en') => {
    const i18n = createInstance();
    const translation = (lang: 'pl' | 'en') => ({ ...(lang === 'pl' ? pl : en), ...sharedMessages[lang] });
    await i18n.init({
      lng,
      resources: { pl: { translation: translation('pl') }, en: { translation: translation('en') } },
      interpolation: { escapeValue: false },
    });
    return i18n.t;
  };

  it('states the rules that are not the defaults, in both languages', async () => {
    const [tPl, tEn] = [await translator('pl'), await translator('en')];
    expect(rulesText(tPl, rules)).toBe('Wynajem od 2 do 5 dni · Rezerwacja z 1-dniowym wyprzedzeniem');
    expect(rulesText(tEn, rules)).toBe('Rentals of 2 to 5 days · Book 1 day ahead');
    expect(rulesText(tPl, { minDays: 1, maxDays: 90, noticeDays: 2 })).toBe('Rezerwacja z 2-dniowym wyprzedzeniem');
    expect(rulesText(tEn, { minDays: 1, maxDays: 30, noticeDays: 2 })).toBe(
      'Rentals of 1 to 30 days · Book 2 days ahead',
    );
    expect(rulesText(tEn, { minDays: 3, maxDays: 90, noticeDays: 0 })).toBe('Rentals of 3 to 90 days');
    expect(rulesText(tEn, { minDays: MIN_DAYS_DEFAULT, maxDays: MAX_DAYS_DEFAULT, noticeDays: 0 })).toBe('');
  });

  it("refuses a range breaking them with the server's own messages", async () => {
    const [tPl, tEn] = [await translator('pl'), await translator('en')];
    const refusal = (t: typeof tPl, startDate: string, endDate: string) => {
      const code = broken(startDate, endDate);
      return code && ruleText(t, code, rules);
    };
    expect(refusal(tPl, '2026-07-02', '2026-07-02')).toBe(
      'Za krótki wynajem: ten przedmiot można wypożyczyć na co najmniej tyle dni: 2',
    );
    expect(refusal(tEn, '2026-07-02', '2026-07-07')).toBe(
      'Too long: this item can be rented for at most this many days: 5',
    );
    expect(refusal(tEn, '2026-07-01', '2026-07-02')).toBe(
      sharedMessages.en.errors.NOTICE.replace('{{noticeDays}}', '1'),
    );
    expect(refusal(tPl, '2026-07-02', '2026-07-03')).toBeNull();
    expect(refusal(tPl, '2026-07-02', '2026-07-06')).toBeNull();
  });
});
