/** A box on the screen, in CSS pixels from the viewport's top left. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The gap kept between the floating button and a control it rises above. */
export const CLEARANCE_GAP_PX = 8;
/** What the button rises above: a button, a field, a short link. A card that is one big link is not avoided. */
export const OBSTACLE_MAX_HEIGHT_PX = 80;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How many pixels a box at the bottom corner (`home`) must rise so that it covers none of `controls`: above the one it
 * covers, then again above one it would cover there, at most `max`. Tall controls are ignored.
 */
export function liftToClear(home: Box, controls: readonly Box[], max: number): number {
  const obstacles = controls.filter((c) => c.bottom - c.top <= OBSTACLE_MAX_HEIGHT_PX);
  let lift = 0;
  for (let i = 0; i <= obstacles.length; i++) {
    const at = { ...home, top: home.top - lift, bottom: home.bottom - lift };
    const covered = obstacles.filter((c) => overlaps(at, c));
    if (!covered.length) return lift;
    lift = Math.max(...covered.map((c) => home.bottom - c.top + CLEARANCE_GAP_PX));
    if (lift > max) return 0;
  }
  return lift;
}
