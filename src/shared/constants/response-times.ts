/**
 * How quickly an owner usually answers, shown on the item page's owner card. Sent as a key and put into words by the
 * client in the reader's language (the spec's default is the phrase for "within an hour"). Computed from the owner's
 * history (docs/decisions/0047): the median minutes from a booking request to the owner's first answer (accept,
 * decline or a message) over their last RESPONSE_TIME_WINDOW answered requests; below RESPONSE_TIME_MIN_ANSWERS
 * answers there is no figure ("new owner").
 */
export const RESPONSE_TIMES = ['within_hour', 'within_few_hours', 'within_day'] as const;
export type ResponseTime = (typeof RESPONSE_TIMES)[number];
export const DEFAULT_RESPONSE_TIME: ResponseTime = 'within_hour';

export const RESPONSE_TIME_WINDOW = 20;
export const RESPONSE_TIME_MIN_ANSWERS = 3;
/**
 * The answers are looked for among the owner's this many most recent requests only: an owner with thousands of
 * requests left unanswered (or a catalogue of 100,000 items among a dozen owners) costs a bounded walk per card.
 */
export const RESPONSE_TIME_SCAN = 100;

/** The upper bound (minutes) of each key; a median above the last one still says the last (the spec has no other). */
export const RESPONSE_TIME_LIMITS: Record<ResponseTime, number> = {
  within_hour: 60,
  within_few_hours: 6 * 60,
  within_day: 24 * 60,
};

/** The spec's words for a median: up to an hour, up to six hours, anything longer "within a day". */
export function responseTimeKey(minutes: number | null): ResponseTime {
  if (minutes === null) return DEFAULT_RESPONSE_TIME;
  return RESPONSE_TIMES.find((k) => minutes <= RESPONSE_TIME_LIMITS[k]) ?? 'within_day';
}
