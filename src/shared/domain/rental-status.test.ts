import { describe, expect, it } from 'vitest';
import { availableActions, canTransition, RENTAL_ACTORS, RENTAL_STATUSES, RENTAL_TRANSITIONS, statusAfter, type RentalAction } from './rental-status';

/** The whole booking process written out by hand (status action actor): everything else must be refused. */
const ALLOWED = new Set([
  'pending accept owner',
  'pending decline owner',
  'pending decline system',
  'pending cancel renter',
  'confirmed cancel renter',
  'confirmed cancel owner',
  'confirmed start system',
  'active complete owner',
  'active complete system',
]);

const ACTIONS = Object.keys(RENTAL_TRANSITIONS) as RentalAction[];
const ALL = RENTAL_STATUSES.flatMap((status) => ACTIONS.flatMap((action) => RENTAL_ACTORS.map((actor) => ({ status, action, actor }))));

describe('canTransition', () => {
  it('covers 6 statuses x 5 actions x 3 actors', () => {
    expect(ALL).toHaveLength(90);
  });

  it.each(ALL.filter((c) => ALLOWED.has(`${c.status} ${c.action} ${c.actor}`)))('allows $actor to $action a $status rental', ({ status, action, actor }) => {
    expect(canTransition(status, action, actor)).toBe(true);
  });

  it.each(ALL.filter((c) => !ALLOWED.has(`${c.status} ${c.action} ${c.actor}`)))('refuses $actor to $action a $status rental', ({ status, action, actor }) => {
    expect(canTransition(status, action, actor)).toBe(false);
  });

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
    expect(availableActions('confirmed', 'system')).toEqual(['start']);
    expect(availableActions('active', 'owner')).toEqual(['complete']);
    expect(availableActions('active', 'renter')).toEqual([]);
  });
});
