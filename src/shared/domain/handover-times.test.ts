import { describe, expect, it } from 'vitest';
import {
  defaultHandoverTimes,
  handoverChoices,
  handoverProblem,
  isHandoverTime,
  rentalMinutes,
  type HandoverSettings,
} from './handover-times';

const listing = (flexibility: HandoverSettings['flexibility'], over: Partial<HandoverSettings> = {}) => ({
  flexibility,
  handoverFrom: '09:00',
  handoverTo: '18:00',
  handoverStepMinutes: 30,
  ...over,
});
const oneDay = (pickupTime: string, returnTime: string) => ({
  startDate: '2027-05-10',
  endDate: '2027-05-10',
  pickupTime,
  returnTime,
});
const twoDays = (pickupTime: string, returnTime: string) => ({
  ...oneDay(pickupTime, returnTime),
  endDate: '2027-05-11',
});

describe('handover times (issue 26 §3)', () => {
  it('reads "HH:MM" on a 24-hour clock only', () => {
    for (const ok of ['00:00', '09:30', '23:59', '12:05']) expect(isHandoverTime(ok), ok).toBe(true);
    for (const bad of ['24:00', '9:30', '09:60', '09:3', '0930', '09:30:00', ' 09:30', '', 'ab:cd'])
      expect(isHandoverTime(bad), bad).toBe(false);
  });

  it('counts the rental from pickup on the first day to return on the last', () => {
    expect(rentalMinutes(oneDay('10:00', '14:00'))).toBe(240);
    expect(rentalMinutes(twoDays('20:00', '08:00'))).toBe(720);
    expect(rentalMinutes({ ...oneDay('10:00', '10:00'), endDate: '2027-05-14' })).toBe(4 * 24 * 60);
  });

  it('low: both times within the owner’s fixed hours, ends included', () => {
    const low = listing('low');
    const cases: [string, string, string | null][] = [
      ['09:00', '18:00', null],
      ['12:00', '17:15', null],
      ['08:59', '18:00', 'outsideHours pickupTime'],
      ['09:00', '18:30', 'outsideHours returnTime'],
      ['07:00', '20:00', 'outsideHours pickupTime'],
      ['15:00', '10:00', 'returnBeforePickup returnTime'],
    ];
    for (const [pickup, ret, want] of cases) {
      const p = handoverProblem(low, oneDay(pickup, ret));
      expect(p && `${p.rule} ${p.field}`, `${pickup}-${ret}`).toBe(want);
    }
    // Over several days the return may be earlier in the day than the pickup.
    expect(handoverProblem(low, twoDays('17:00', '09:00'))).toBeNull();
    expect(handoverProblem(low, twoDays('17:00', '08:00'))).toEqual({ rule: 'outsideHours', field: 'returnTime' });
  });

  it('moderate: times on the owner’s step and at least 4 hours', () => {
    const cases: [number, string, string, string | null][] = [
      [30, '10:00', '14:00', null],
      [30, '10:30', '14:30', null],
      [30, '10:15', '14:30', 'offStep pickupTime'],
      [30, '10:00', '14:45', 'offStep returnTime'],
      [15, '10:15', '14:45', null],
      [60, '10:30', '15:00', 'offStep pickupTime'],
      [120, '10:00', '14:00', null],
      [120, '11:00', '15:00', 'offStep pickupTime'],
      [30, '10:00', '13:30', 'tooShort returnTime'],
      [30, '10:00', '10:00', 'returnBeforePickup returnTime'],
      [30, '14:00', '10:00', 'returnBeforePickup returnTime'],
      // Any time of day: the step is the owner's only limit.
      [30, '06:00', '22:30', null],
    ];
    for (const [step, pickup, ret, want] of cases) {
      const p = handoverProblem(listing('moderate', { handoverStepMinutes: step }), oneDay(pickup, ret));
      expect(p && `${p.rule} ${p.field}`, `${step} ${pickup}-${ret}`).toBe(want);
    }
    // Overnight: 4 hours across midnight are enough, 3.5 are not.
    expect(handoverProblem(listing('moderate'), twoDays('22:00', '02:00'))).toBeNull();
    expect(handoverProblem(listing('moderate'), twoDays('22:30', '02:00'))).toEqual({
      rule: 'tooShort',
      field: 'returnTime',
    });
  });

  it('high: any full hour, the return at least an hour after the pickup', () => {
    const high = listing('high');
    const cases: [string, string, string | null][] = [
      ['10:00', '11:00', null],
      ['00:00', '23:00', null],
      ['10:30', '12:00', 'notFullHour pickupTime'],
      ['10:00', '11:15', 'notFullHour returnTime'],
      ['10:00', '10:00', 'returnBeforePickup returnTime'],
      ['12:00', '11:00', 'returnBeforePickup returnTime'],
    ];
    for (const [pickup, ret, want] of cases) {
      const p = handoverProblem(high, oneDay(pickup, ret));
      expect(p && `${p.rule} ${p.field}`, `${pickup}-${ret}`).toBe(want);
    }
    expect(handoverProblem(high, twoDays('23:00', '00:00'))).toBeNull();
  });

  it('offers the choices the rule allows', () => {
    expect(handoverChoices(listing('low', { handoverStepMinutes: 60 }))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(
      handoverChoices(listing('low', { handoverFrom: '09:10', handoverTo: '11:50', handoverStepMinutes: 60 })),
    ).toEqual(['09:10', '10:00', '11:00', '11:50']);
    const moderate = handoverChoices(listing('moderate', { handoverStepMinutes: 15 }));
    expect(moderate).toHaveLength(96);
    expect(moderate.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(moderate.at(-1)).toBe('23:45');
    const high = handoverChoices(listing('high'));
    expect(high).toHaveLength(24);
    expect(high.at(-1)).toBe('23:00');
    // Every choice passes the rule's own time check.
    for (const f of ['low', 'moderate', 'high'] as const)
      for (const time of handoverChoices(listing(f)))
        expect(handoverProblem(listing(f), twoDays(time, time)), `${f} ${time}`).toBeNull();
  });

  it('defaults to the owner’s hours, moved onto the step or the full hour', () => {
    expect(defaultHandoverTimes(listing('low'))).toEqual({ pickupTime: '09:00', returnTime: '18:00' });
    expect(defaultHandoverTimes(listing('moderate'))).toEqual({ pickupTime: '09:00', returnTime: '18:00' });
    expect(
      defaultHandoverTimes(
        listing('moderate', { handoverFrom: '09:10', handoverTo: '17:50', handoverStepMinutes: 60 }),
      ),
    ).toEqual({ pickupTime: '10:00', returnTime: '17:00' });
    expect(defaultHandoverTimes(listing('high', { handoverFrom: '08:30', handoverTo: '19:45' }))).toEqual({
      pickupTime: '09:00',
      returnTime: '19:00',
    });
    // The defaults pass the rule for a one-day rental with the default hours, whatever the flexibility.
    for (const f of ['low', 'moderate', 'high'] as const) {
      const d = defaultHandoverTimes(listing(f));
      expect(handoverProblem(listing(f), oneDay(d.pickupTime, d.returnTime)), f).toBeNull();
    }
  });
});
