import { describe, expect, it } from 'vitest';
import type { RentalStatus } from '@/shared/domain/rental-status';
import { bookingsOf, canBlock, dayKind } from './calendar-days';

const today = '2026-07-10';
const rental = (id: number, status: RentalStatus, startDate: string, endDate: string, itemId = 5) => ({
  id,
  itemId,
  status,
  startDate,
  endDate,
});

describe('bookingsOf', () => {
  const rentals = [
    rental(1, 'confirmed', '2026-07-20', '2026-07-22'),
    rental(2, 'pending', '2026-07-15', '2026-07-16'),
    rental(3, 'active', '2026-07-08', '2026-07-11'),
    rental(4, 'completed', '2026-07-01', '2026-07-09'),
    rental(5, 'declined', '2026-07-12', '2026-07-12'),
    rental(6, 'cancelled', '2026-07-13', '2026-07-13'),
    rental(7, 'confirmed', '2026-07-25', '2026-07-26', 9),
    rental(8, 'completed', '2026-07-10T00:00:00.000Z', '2026-07-10T00:00:00.000Z'),
  ];

  it("keeps this listing's booked and requested rentals that have not ended, in date order, as days", () => {
    const { booked, requested } = bookingsOf(rentals, 5, today);
    expect(booked.map((b) => [b.id, b.startDate, b.endDate])).toEqual([
      [3, '2026-07-08', '2026-07-11'],
      [8, '2026-07-10', '2026-07-10'],
      [1, '2026-07-20', '2026-07-22'],
    ]);
    expect(requested.map((b) => b.id)).toEqual([2]);
  });
});

describe('dayKind', () => {
  const calendar = {
    booked: [{ startDate: '2026-07-08', endDate: '2026-07-11' }],
    requested: [
      { startDate: '2026-07-15', endDate: '2026-07-16' },
      { startDate: '2026-07-11', endDate: '2026-07-12' },
    ],
    blocked: [{ startDate: '2026-07-16', endDate: '2026-07-18' }],
    imported: [{ startDate: '2026-07-18', endDate: '2026-07-21' }],
  };

  it('classifies every day: past first, then booked, blocked, imported, requested; free days are null', () => {
    const days = ['2026-07-08', '2026-07-09', '2026-07-10', '2026-07-11', '2026-07-12', '2026-07-13'];
    expect(days.map((d) => dayKind(d, calendar, today))).toEqual([
      'past',
      'past',
      'booked',
      'booked',
      'requested',
      null,
    ]);
    expect(['2026-07-15', '2026-07-16', '2026-07-18', '2026-07-19'].map((d) => dayKind(d, calendar, today))).toEqual([
      'requested',
      'blocked',
      'blocked',
      'imported',
    ]);
    // The owner's own block shows over an imported one; past the import, the day is free.
    expect(['2026-07-21', '2026-07-22'].map((d) => dayKind(d, calendar, today))).toEqual(['imported', null]);
  });

  it('lets the owner block free, requested and blocked days, never past or booked ones', () => {
    expect(canBlock('2026-07-09', calendar, today)).toBe(false);
    expect(canBlock('2026-07-10', calendar, today)).toBe(false);
    expect(canBlock('2026-07-12', calendar, today)).toBe(true);
    expect(canBlock('2026-07-17', calendar, today)).toBe(true);
    // A day another calendar holds may be blocked too: the owner's block stays when the import changes.
    expect(canBlock('2026-07-20', calendar, today)).toBe(true);
    expect(canBlock('2026-07-30', calendar, today)).toBe(true);
  });
});
