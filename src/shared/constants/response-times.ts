/**
 * How quickly an owner usually answers, shown on the item page's owner card. Stored as a key and put into words by
 * the client in the reader's language (the spec's default is the phrase for "within an hour").
 */
export const RESPONSE_TIMES = ['within_hour', 'within_few_hours', 'within_day'] as const;
export type ResponseTime = (typeof RESPONSE_TIMES)[number];
export const DEFAULT_RESPONSE_TIME: ResponseTime = 'within_hour';
