import { RESPONSE_TIME_LIMITS, responseTimeKey } from '@/shared/constants/response-times';

/**
 * The owner card's words for a median answer time (trust.responseTimes.*), from the figure itself: the spec's three
 * buckets, and "more than a day" where the API's key can only say "within a day"; null (too little history): the
 * card says "new owner" instead (decision 0047).
 */
export function responseTimeText(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes > RESPONSE_TIME_LIMITS.within_day) return 'trust.responseTimes.over_day';
  return `trust.responseTimes.${responseTimeKey(minutes)}`;
}
