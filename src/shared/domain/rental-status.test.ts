import { describe, expect, it } from 'vitest';
import {
  availableActions,
  canTransition,
  effectsOf,
  RENTAL_ACTORS,
  RENTAL_REQUEST,
  RENTAL_SCHEDULED_EFFECTS,
  RENTAL_STATUSES,
  RENTAL_TRANSITIONS,
  requestEffects,
  statusAfter,
  type RentalAction,
} from './rental-status';

/** The whole booking process written out by hand (status action actor): everything else must be refused. */
const ALLOWED = new Set([
  'pending accept owner',
  // An instant booking (reason instant, issue 26 §2): the system accepts for the owner.
  'pending accept system',
  'pending decline owner',
  'pending decline system',
  'pending cancel renter',
  'confirmed cancel renter',
  'confirmed cancel owner',
  // Not paid by the payment deadline (reason unpaid).
  'confirmed cancel system',
  'confirmed start system',
  'active complete owner',
  'active complete system',
]);

const ACTIONS = Object.keys(RENTAL_TRANSITIONS) as RentalAction[];
const ALL = RENTAL_STATUSES.flatMap((status) =>
  ACTIONS.flatMap((action) => RENTAL_ACTORS.map((actor) => ({ status, action, actor }))),
);

describe('canTransition', () => {
  it('covers 6 statuses x 5 actions x 4 actors (an admin is refused everything for now)', () => {
    expect(ALL).toHaveLength(120);
    for (const status of RENTAL_STATUSES) expect(availableActions(status, 'admin'), status).toEqual([]);
  });

  it.each(ALL.filter((c) => ALLOWED.has(`${c.status} ${c.action} ${c.actor}`)))(
    'allows $actor to $action a $status rental',
    ({ status, action, actor }) => {
      expect(canTransition(status, action, actor)).toBe(true);
    },
  );

  it.each(ALL.filter((c) => !ALLOWED.has(`${c.status} ${c.action} ${c.actor}`)))(
    'refuses $actor to $action a $status rental',
    ({ status, action, actor }) => {
      expect(canTransition(status, action, actor)).toBe(false);
    },
  );

  it('leaves nothing to do on a final status', () => {
    for (const status of ['declined', 'completed', 'cancelled'] as const) {
      for (const actor of RENTAL_ACTORS) expect(availableActions(status, actor), `${status} ${actor}`).toEqual([]);
    }
  });
});

describe('statusAfter and availableActions', () => {
  it('moves to the target status of each action', () => {
    expect(ACTIONS.map((a) => [a, statusAfter(a)])).toEqual([
      ['accept', 'confirmed'],
      ['decline', 'declined'],
      ['cancel', 'cancelled'],
      ['start', 'active'],
      ['complete', 'completed'],
    ]);
  });

  it('lists the buttons of each role', () => {
    expect(availableActions('pending', 'owner')).toEqual(['accept', 'decline']);
    expect(availableActions('pending', 'renter')).toEqual(['cancel']);
    expect(availableActions('confirmed', 'owner')).toEqual(['cancel']);
    expect(availableActions('confirmed', 'renter')).toEqual(['cancel']);
    expect(availableActions('confirmed', 'system')).toEqual(['cancel', 'start']);
    expect(availableActions('pending', 'system')).toEqual(['accept', 'decline']);
    expect(availableActions('active', 'owner')).toEqual(['complete']);
    expect(availableActions('active', 'renter')).toEqual([]);
  });
});

describe('the effects each move declares', () => {
  it('tells the right party, and accepting declines the overlapping requests', () => {
    expect(RENTAL_REQUEST).toMatchObject({
      from: [],
      to: 'pending',
      by: ['renter'],
      effects: [{ notify: 'owner', type: 'rental_requested' }],
    });
    // Declining first, so that its row locks come before any live event is published (decision 0028).
    // The owner without an active payout account is asked to set one up (issue 24).
    expect(effectsOf('accept', null)).toEqual([
      { declineOverlapping: true },
      { notify: 'renter', type: 'rental_accepted' },
      { payout: 'askSetup' },
    ]);
    // An instant booking (issue 26 §2): the request asks the owner nothing; its acceptance by the system tells the
    // renter as an acceptance does and the owner that it was booked, and declines the overlapping requests first.
    expect(requestEffects(null)).toEqual([{ notify: 'owner', type: 'rental_requested' }]);
    expect(requestEffects('instant')).toEqual([]);
    expect(effectsOf('accept', 'instant')).toEqual([
      { declineOverlapping: true },
      { notify: 'renter', type: 'rental_accepted' },
      { notify: 'owner', type: 'rental_booked_instantly' },
      { payout: 'askSetup' },
    ]);
    // A rental that can no longer be paid has its open payment intent cancelled at the provider (issue 19 §6).
    const declined = [{ notify: 'renter', type: 'rental_declined' }, { cancelIntent: true }];
    expect(effectsOf('decline', null)).toEqual(declined);
    expect(effectsOf('decline', 'overlap_accepted')).toEqual(declined);
    expect(effectsOf('decline', 'item_deleted')).toEqual(declined);
    expect(effectsOf('decline', 'expired')).toEqual([
      { notify: 'renter', type: 'rental_expired' },
      { cancelIntent: true },
    ]);
    // After the refund, what the terms left the owner is scheduled to be paid out (issue 24).
    expect(effectsOf('cancel', null)).toEqual([
      { notify: 'other', type: 'rental_cancelled' },
      { refund: 'by_cancellation_terms' },
      { cancelIntent: true },
      { payout: 'schedule' },
    ]);
    expect(effectsOf('cancel', 'unpaid')).toEqual([
      { notify: 'other', type: 'rental_cancelled_unpaid' },
      { refund: 'by_cancellation_terms' },
      { cancelIntent: true },
    ]);
    expect(effectsOf('start', null)).toEqual([]);
    // Completion asks both parties for their reviews (issue 13) and starts the payout's window (issue 24).
    expect(effectsOf('complete', null)).toEqual([
      { notify: 'owner', type: 'review_requested' },
      { notify: 'renter', type: 'review_requested' },
      { payout: 'schedule' },
    ]);
    // The window's end releases the deposit and the payout; a cancellation's kept price after the same time.
    expect(RENTAL_SCHEDULED_EFFECTS).toEqual({
      releaseDeposit: { status: 'completed', afterHours: 48, effects: [{ depositHold: 'release' }] },
      releasePayout: { status: 'completed', afterHours: 48, effects: [{ payout: 'release' }] },
      releaseCancelledPayout: { status: 'cancelled', afterHours: 48, effects: [{ payout: 'release' }] },
    });
  });
});
