import { describe, expect, it } from 'vitest';
import {
  bayesianScore,
  meanRating,
  reviewDeadline,
  reviewReminderAt,
  reviewTypesFor,
  shouldPublish,
  sideOf,
} from './reviews';

describe('the blind rule (shouldPublish)', () => {
  it('keeps a rental’s reviews hidden while only one side has written, whatever that side wrote', () => {
    expect(shouldPublish([], false)).toBe(false);
    expect(shouldPublish(['item'], false)).toBe(false);
    expect(shouldPublish(['item', 'owner'], false)).toBe(false);
    expect(shouldPublish(['renter'], false)).toBe(false);
  });

  it('publishes once each side has written at least one review', () => {
    expect(shouldPublish(['item', 'renter'], false)).toBe(true);
    expect(shouldPublish(['renter', 'owner'], false)).toBe(true);
    expect(shouldPublish(['item', 'owner', 'renter'], false)).toBe(true);
  });

  it('after publication a side’s remaining type publishes as soon as written (both sides are still in the list)', () => {
    // The renter wrote item, the owner renter: published; the renter's owner review written later publishes too.
    expect(shouldPublish(['item', 'renter', 'owner'], false)).toBe(true);
  });

  it('publishes whatever was written when the window closes, nothing when nothing was', () => {
    expect(shouldPublish(['item'], true)).toBe(true);
    expect(shouldPublish(['renter'], true)).toBe(true);
    expect(shouldPublish([], true)).toBe(false);
  });

  it('who writes which type: the renter item and owner, the owner renter', () => {
    expect(reviewTypesFor('renter')).toEqual(['item', 'owner']);
    expect(reviewTypesFor('owner')).toEqual(['renter']);
    expect([sideOf('item'), sideOf('owner'), sideOf('renter')]).toEqual(['renter', 'renter', 'owner']);
  });
});

describe('the window', () => {
  it('closes 14 days after completion; the reminder is due 3 days before', () => {
    const completed = new Date('2026-03-01T10:00:00Z');
    expect(reviewDeadline(completed).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(reviewReminderAt(completed).toISOString()).toBe('2026-03-12T10:00:00.000Z');
  });
});

describe('ratings', () => {
  it('the mean with two decimals, 0.00 without reviews', () => {
    expect(meanRating(14, 3)).toBe('4.67');
    expect(meanRating(5, 1)).toBe('5.00');
    expect(meanRating(0, 0)).toBe('0.00');
  });

  it('the Bayesian score: one 5-star review does not beat forty 4.8s; no score without reviews', () => {
    const one = bayesianScore(5, 1);
    const forty = bayesianScore(40 * 4.8, 40);
    expect(one).toBeCloseTo(25 / 6, 10);
    expect(forty).toBeCloseTo(212 / 45, 10);
    expect(forty as number).toBeGreaterThan(one as number);
    expect(bayesianScore(0, 0)).toBeNull();
    // The prior pulls towards 4: a single 1-star review scores above 1, a single 4-star exactly 4.
    expect(bayesianScore(1, 1)).toBeCloseTo(21 / 6, 10);
    expect(bayesianScore(4, 1)).toBe(4);
  });
});
