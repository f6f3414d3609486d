import { describe, expect, it } from 'vitest';
import { responseTimeText } from './response-time';

describe('the owner card says the real response time', () => {
  it('says nothing (a new owner) without a figure, and the bucket of the figure otherwise', () => {
    expect(responseTimeText(null)).toBeNull();
    expect(responseTimeText(0)).toBe('trust.responseTimes.within_hour');
    expect(responseTimeText(60)).toBe('trust.responseTimes.within_hour');
    expect(responseTimeText(61)).toBe('trust.responseTimes.within_few_hours');
    expect(responseTimeText(360)).toBe('trust.responseTimes.within_few_hours');
    expect(responseTimeText(361)).toBe('trust.responseTimes.within_day');
    expect(responseTimeText(1440)).toBe('trust.responseTimes.within_day');
    expect(responseTimeText(1441)).toBe('trust.responseTimes.over_day');
  });
});
