import { describe, expect, it } from 'vitest';
import { DAMAGE_REPORT_WINDOW_HOURS, type DamageReportStatus } from '@/shared/domain/damage';
import type { DamageReport } from '@/shared/schemas/damage';
import type { RentalView } from '@/shared/schemas/rentals';
import { acceptSplit, canReportDamage, costSplit, openReport } from './damage-rules';

const COMPLETED_AT = '2026-03-10T12:00:00.000Z';
const soon = new Date(Date.parse(COMPLETED_AT) + 3_600_000);
const completed = {
  status: 'completed',
  depositStatus: 'held',
  history: [{ status: 'completed', at: COMPLETED_AT, by: 'owner' }],
} as RentalView;
const report = (status: DamageReportStatus) => ({ id: 1, status }) as DamageReport;

describe('canReportDamage', () => {
  it('lets the owner of a completed rental with the deposit held report, not the renter', () => {
    expect(canReportDamage(completed, [], 'owner', soon)).toBe(true);
    expect(canReportDamage(completed, [], 'renter', soon)).toBe(false);
  });

  it('not before completion, nor once the deposit is released or claimed, nor after the window', () => {
    expect(canReportDamage({ ...completed, status: 'active' }, [], 'owner', soon)).toBe(false);
    expect(canReportDamage({ ...completed, depositStatus: 'released' }, [], 'owner', soon)).toBe(false);
    expect(canReportDamage({ ...completed, depositStatus: 'claimed' }, [], 'owner', soon)).toBe(false);
    const late = new Date(Date.parse(COMPLETED_AT) + (DAMAGE_REPORT_WINDOW_HOURS + 1) * 3_600_000);
    expect(canReportDamage(completed, [], 'owner', late)).toBe(false);
  });

  it('not while a report is open or once one is settled; a withdrawn one does not count', () => {
    for (const s of ['reported', 'disputed', 'accepted', 'resolved'] as const)
      expect(canReportDamage(completed, [report(s)], 'owner', soon)).toBe(false);
    expect(canReportDamage(completed, [report('withdrawn')], 'owner', soon)).toBe(true);
  });

  it('finds the open report', () => {
    expect(openReport([report('withdrawn'), report('disputed')])?.status).toBe('disputed');
    expect(openReport([report('resolved')])).toBeNull();
  });
});

describe('costSplit', () => {
  it('gives the owner at most the deposit and names the rest as unrecoverable', () => {
    expect(costSplit('300.00', '450,50')).toEqual({
      deposit: '300.00',
      recoverable: '300.00',
      unrecoverable: '150.50',
    });
    expect(costSplit('300.00', '120')).toEqual({ deposit: '300.00', recoverable: '120.00', unrecoverable: '0.00' });
    expect(costSplit('0.00', '80')).toEqual({ deposit: '0.00', recoverable: '0.00', unrecoverable: '80.00' });
  });

  it('is nothing while the text is no amount', () => {
    expect(costSplit('300.00', '')).toBeNull();
    expect(costSplit('300.00', 'abc')).toBeNull();
    expect(costSplit('300.00', '0')).toBeNull();
  });

  it('accepting sends the cost (at most the deposit) to the owner and the rest of the deposit back', () => {
    expect(acceptSplit({ deposit: '300.00', estimatedCost: '120.00' })).toEqual({
      toOwner: '120.00',
      toRenter: '180.00',
    });
    expect(acceptSplit({ deposit: '300.00', estimatedCost: '500.00' })).toEqual({
      toOwner: '300.00',
      toRenter: '0.00',
    });
  });
});
