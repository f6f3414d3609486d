import { MODERATE_FLEXIBILITY_MIN_HOURS, type Flexibility } from '@/shared/constants/listing';

/**
 * Handover times (issue 26 §3): the renter proposes a pickup time on the first day and a return time on the last
 * ("HH:MM", Poland's local time), and the listing's flexibility (spec 01 §9) says which times are allowed. One rule
 * for the booking panel, the owner's accept form and the server. The price stays per day whatever the times.
 */

/** The steps (minutes) an owner may set for `moderate` times. */
export const HANDOVER_STEPS = [15, 30, 60, 120] as const;
export type HandoverStep = (typeof HANDOVER_STEPS)[number];
/** A new listing's handover hours and step (the database's defaults). */
export const DEFAULT_HANDOVER_FROM = '09:00';
export const DEFAULT_HANDOVER_TO = '18:00';
export const DEFAULT_HANDOVER_STEP: HandoverStep = 30;

/** "HH:MM" on a 24-hour clock, 00:00 to 23:59 (the database's check says the same for the listing's hours). */
export const HANDOVER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isHandoverTime = (s: string) => HANDOVER_TIME_PATTERN.test(s);

/** Minutes since midnight of "HH:MM". */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** "HH:MM" of minutes since midnight. */
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** What of a listing the rule reads: its flexibility and the owner's handover hours and step. */
export interface HandoverSettings {
  flexibility: Flexibility;
  handoverFrom: string;
  handoverTo: string;
  handoverStepMinutes: number;
}

export interface HandoverProposal {
  startDate: string;
  endDate: string;
  pickupTime: string;
  returnTime: string;
}

/**
 * Which rule a proposal breaks: `outsideHours` (low: a time outside the owner's fixed hours), `offStep` (moderate: a
 * time off the owner's step), `notFullHour` (high: a time that is not a full hour), `tooShort` (moderate: less than
 * MODERATE_FLEXIBILITY_MIN_HOURS from pickup to return), `returnBeforePickup` (the return is not after the pickup).
 */
export type HandoverRule = 'outsideHours' | 'offStep' | 'notFullHour' | 'tooShort' | 'returnBeforePickup';
export interface HandoverProblem {
  rule: HandoverRule;
  /** The time to change. */
  field: 'pickupTime' | 'returnTime';
}

/** Minutes from pickup on the first day to return on the last, by the clock on the wall. */
export function rentalMinutes(p: HandoverProposal): number {
  const days = Math.round((Date.parse(`${p.endDate}T00:00:00Z`) - Date.parse(`${p.startDate}T00:00:00Z`)) / 86_400_000);
  return days * 24 * 60 + minutesOf(p.returnTime) - minutesOf(p.pickupTime);
}

/** The first rule the proposal breaks under the listing's flexibility, or null when the times are allowed. */
export function handoverProblem(s: HandoverSettings, p: HandoverProposal): HandoverProblem | null {
  const times = [
    ['pickupTime', p.pickupTime],
    ['returnTime', p.returnTime],
  ] as const;
  for (const [field, time] of times) {
    const m = minutesOf(time);
    if (s.flexibility === 'low' && (m < minutesOf(s.handoverFrom) || m > minutesOf(s.handoverTo)))
      return { rule: 'outsideHours', field };
    if (s.flexibility === 'moderate' && m % s.handoverStepMinutes !== 0) return { rule: 'offStep', field };
    if (s.flexibility === 'high' && m % 60 !== 0) return { rule: 'notFullHour', field };
  }
  const length = rentalMinutes(p);
  if (length <= 0) return { rule: 'returnBeforePickup', field: 'returnTime' };
  if (s.flexibility === 'moderate' && length < MODERATE_FLEXIBILITY_MIN_HOURS * 60)
    return { rule: 'tooShort', field: 'returnTime' };
  return null;
}

/**
 * The times a renter may choose from, in order: the owner's hours on the step (low), the whole day on the step
 * (moderate), every full hour (high).
 */
export function handoverChoices(s: HandoverSettings): string[] {
  const step = s.flexibility === 'high' ? 60 : s.handoverStepMinutes;
  const [from, to] = s.flexibility === 'low' ? [minutesOf(s.handoverFrom), minutesOf(s.handoverTo)] : [0, 24 * 60 - 1];
  const out: string[] = [];
  for (let m = Math.ceil(from / step) * step; m <= to; m += step) out.push(timeOf(m));
  // The owner's own hours are always choices under low, also when they are off the step (09:10-17:50).
  if (s.flexibility === 'low') {
    if (out[0] !== s.handoverFrom) out.unshift(s.handoverFrom);
    if (out.at(-1) !== s.handoverTo) out.push(s.handoverTo);
  }
  return out;
}

/**
 * The proposal when the renter names no times: the owner's handover hours, moved onto the step (moderate) or the full
 * hour (high) when they are off it: pickup at the first allowed time from `handoverFrom`, return at the last one
 * until `handoverTo`.
 */
export function defaultHandoverTimes(s: HandoverSettings): { pickupTime: string; returnTime: string } {
  if (s.flexibility === 'low') return { pickupTime: s.handoverFrom, returnTime: s.handoverTo };
  const step = s.flexibility === 'high' ? 60 : s.handoverStepMinutes;
  const from = Math.min(Math.ceil(minutesOf(s.handoverFrom) / step) * step, 24 * 60 - step);
  const to = Math.floor(minutesOf(s.handoverTo) / step) * step;
  return { pickupTime: timeOf(from), returnTime: timeOf(to) };
}

/** The message (a key of the shared dictionary's `handoverRules`) and its values that say which rule was broken. */
export function handoverProblemMessage(
  s: HandoverSettings,
  rule: HandoverRule,
): { key: `handoverRules.${HandoverRule}`; vars: Record<string, string | number> } {
  const vars: Record<HandoverRule, Record<string, string | number>> = {
    outsideHours: { from: s.handoverFrom, to: s.handoverTo },
    offStep: { step: s.handoverStepMinutes, example: `10:00, ${timeOf(600 + s.handoverStepMinutes)}` },
    notFullHour: {},
    tooShort: { hours: MODERATE_FLEXIBILITY_MIN_HOURS },
    returnBeforePickup: {},
  };
  return { key: `handoverRules.${rule}`, vars: vars[rule] };
}
