import { describe, expect, it } from 'vitest';
import {
  canMoveIntent,
  canMovePayment,
  FINAL_INTENT_STATUSES,
  INTENT_STATUSES,
  isIntentStatus,
  PAYMENT_STATUSES,
} from './payment-status';

/** Every move of a rental's payment status written out by hand (from to): everything else must be refused. */
const PAYMENT_ALLOWED = new Set([
  'unpaid paid',
  'paid partially_refunded',
  'paid refunded',
  'partially_refunded partially_refunded',
  'partially_refunded refunded',
]);

const OPEN = ['requires_payment_method', 'requires_action', 'processing'];
/** Every move of a payment intent's status written out by hand (from to). */
const INTENT_ALLOWED = new Set([
  ...OPEN.flatMap((from) => INTENT_STATUSES.map((to) => `${from} ${to}`)),
  'succeeded succeeded',
  'canceled canceled',
]);

const PAYMENT_ALL = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => ({ from, to })));
const INTENT_ALL = INTENT_STATUSES.flatMap((from) => INTENT_STATUSES.map((to) => ({ from, to })));

describe('canMovePayment', () => {
  it('covers 4 x 4 moves, 5 of them allowed', () => {
    expect(PAYMENT_ALL).toHaveLength(16);
    expect(PAYMENT_ALL.filter(({ from, to }) => canMovePayment(from, to))).toHaveLength(5);
  });

  it.each(PAYMENT_ALL.filter((c) => PAYMENT_ALLOWED.has(`${c.from} ${c.to}`)))('allows $from → $to', ({ from, to }) => {
    expect(canMovePayment(from, to)).toBe(true);
  });

  it.each(PAYMENT_ALL.filter((c) => !PAYMENT_ALLOWED.has(`${c.from} ${c.to}`)))(
    'refuses $from → $to',
    ({ from, to }) => {
      expect(canMovePayment(from, to)).toBe(false);
    },
  );

  it('never un-pays or un-refunds', () => {
    expect(canMovePayment('refunded', 'paid')).toBe(false);
    expect(canMovePayment('paid', 'unpaid')).toBe(false);
    expect(canMovePayment('refunded', 'partially_refunded')).toBe(false);
    expect(canMovePayment('unpaid', 'refunded')).toBe(false);
  });
});

describe('canMoveIntent', () => {
  it('covers 5 x 5 moves, 17 of them allowed', () => {
    expect(INTENT_ALL).toHaveLength(25);
    expect(INTENT_ALL.filter(({ from, to }) => canMoveIntent(from, to))).toHaveLength(17);
  });

  it.each(INTENT_ALL.filter((c) => INTENT_ALLOWED.has(`${c.from} ${c.to}`)))('allows $from → $to', ({ from, to }) => {
    expect(canMoveIntent(from, to)).toBe(true);
  });

  it.each(INTENT_ALL.filter((c) => !INTENT_ALLOWED.has(`${c.from} ${c.to}`)))('refuses $from → $to', ({ from, to }) => {
    expect(canMoveIntent(from, to)).toBe(false);
  });

  it('keeps a final intent final', () => {
    expect(FINAL_INTENT_STATUSES).toEqual(['succeeded', 'canceled']);
    expect(canMoveIntent('succeeded', 'processing')).toBe(false);
    expect(canMoveIntent('canceled', 'succeeded')).toBe(false);
  });

  it('knows the provider statuses and nothing else', () => {
    expect(isIntentStatus('processing')).toBe(true);
    expect(isIntentStatus('failed')).toBe(false);
  });
});
