import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from './use-seconds-left';

describe('formatMinutesSeconds', () => {
  it('shows minutes and two-digit seconds of the code expiry countdown', () => {
    expect(formatMinutesSeconds(600)).toBe('10:00');
    expect(formatMinutesSeconds(65)).toBe('1:05');
    expect(formatMinutesSeconds(0)).toBe('0:00');
  });
});
