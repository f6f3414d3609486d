import { describe, expect, it } from 'vitest';
import {
  answerDueAt,
  canMoveDamage,
  DAMAGE_ANSWER_HOURS,
  DAMAGE_REPORT_STATUSES,
  DAMAGE_TRANSITIONS,
  splitDeposit,
  withinReportWindow,
  type DamageAction,
  type DamageActor,
} from './damage';

const H = 3_600_000;

describe('damage reports: the moves', () => {
  it('allows exactly these moves, written out by hand', () => {
    const allowed: string[] = [];
    for (const status of DAMAGE_REPORT_STATUSES)
      for (const action of Object.keys(DAMAGE_TRANSITIONS) as DamageAction[])
        for (const actor of ['owner', 'renter', 'system', 'admin'] as DamageActor[])
          if (canMoveDamage(status, action, actor)) allowed.push(`${status} ${action} by ${actor}`);
    expect(allowed.sort()).toEqual(
      [
        'reported accept by renter',
        'reported dispute by renter',
        'reported dispute by system',
        'reported withdraw by owner',
        'disputed withdraw by owner',
        'disputed resolve by admin',
      ].sort(),
    );
  });
});

describe('the deposit split and the windows', () => {
  it('gives the owner the agreed amount up to the deposit, the renter the rest, and names what is beyond it', () => {
    expect(splitDeposit(20_000, 5_000)).toEqual({ toOwner: 5_000, toRenter: 15_000, unrecoverable: 0 });
    expect(splitDeposit(20_000, 20_000)).toEqual({ toOwner: 20_000, toRenter: 0, unrecoverable: 0 });
    expect(splitDeposit(20_000, 35_000)).toEqual({ toOwner: 20_000, toRenter: 0, unrecoverable: 15_000 });
    expect(splitDeposit(20_000, 0)).toEqual({ toOwner: 0, toRenter: 20_000, unrecoverable: 0 });
    expect(splitDeposit(0, 1_000)).toEqual({ toOwner: 0, toRenter: 0, unrecoverable: 1_000 });
    expect(() => splitDeposit(20_000, -1)).toThrow(RangeError);
    expect(() => splitDeposit(20_000, 0.5)).toThrow(RangeError);
  });

  it('a report is on time from the return until 48 hours after it; the answer is due 72 hours after the report', () => {
    const done = new Date('2026-11-28T10:00:00Z');
    expect(withinReportWindow(done, done)).toBe(true);
    expect(withinReportWindow(done, new Date(done.getTime() + 48 * H))).toBe(true);
    expect(withinReportWindow(done, new Date(done.getTime() + 48 * H + 1))).toBe(false);
    expect(withinReportWindow(done, new Date(done.getTime() - 1))).toBe(false);
    expect(answerDueAt(done).getTime() - done.getTime()).toBe(DAMAGE_ANSWER_HOURS * H);
  });
});
