import { describe, expect, it } from 'vitest';
import { CLEARANCE_GAP_PX, liftToClear } from './clearance';

// A 375 × 667 phone; the floating button 56 px square, 16 px from the bottom right corner.
const home = { left: 303, top: 595, right: 359, bottom: 651 };

describe('liftToClear', () => {
  it('stays where it is when it covers nothing', () => {
    expect(liftToClear(home, [{ left: 36, top: 300, right: 339, bottom: 348 }], 300)).toBe(0);
  });

  it('rises above a full-width button at the bottom of the screen (the booking button)', () => {
    const booking = { left: 36, top: 610, right: 339, bottom: 658 };
    const lift = liftToClear(home, [booking], 300);
    expect(lift).toBe(home.bottom - booking.top + CLEARANCE_GAP_PX);
    expect(home.bottom - lift).toBeLessThanOrEqual(booking.top - CLEARANCE_GAP_PX);
  });

  it('rises above a second control it would cover after the first', () => {
    const lower = { left: 36, top: 610, right: 339, bottom: 658 };
    const upper = { left: 36, top: 560, right: 339, bottom: 600 };
    const lift = liftToClear(home, [lower, upper], 300);
    expect(lift).toBe(home.bottom - upper.top + CLEARANCE_GAP_PX);
  });

  it('ignores a tall control (a card that is one link) and stays put rather than rise too far', () => {
    expect(liftToClear(home, [{ left: 16, top: 400, right: 359, bottom: 700 }], 300)).toBe(0);
    const stack = Array.from({ length: 10 }, (_, i) => ({
      left: 0,
      top: 610 - i * 50,
      right: 375,
      bottom: 650 - i * 50,
    }));
    expect(liftToClear(home, stack, 300)).toBe(0);
  });
});
