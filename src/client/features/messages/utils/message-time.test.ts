import { describe, expect, it } from 'vitest';
import { dayLabel, listTime, newDay } from './message-time';

const now = new Date(2026, 4, 12, 15, 30);
const at = (d: number, h: number, m = 0) => new Date(2026, 4, d, h, m).toISOString();
const words = { today: 'Today', yesterday: 'Yesterday' };

describe('message times', () => {
  it('the list shows the hour for today and the date before', () => {
    expect(listTime(at(12, 9, 5), now)).toBe('09:05');
    expect(listTime(at(11, 23, 59), now)).toBe('11/05/2026');
  });

  it('day headings say today and yesterday, then the date', () => {
    expect(dayLabel(at(12, 0, 1), words, now)).toBe('Today');
    expect(dayLabel(at(11, 23), words, now)).toBe('Yesterday');
    expect(dayLabel(at(3, 10), words, now)).toBe('03/05/2026');
  });

  it('a heading goes before the first message and between days only', () => {
    expect(newDay(undefined, at(12, 9))).toBe(true);
    expect(newDay(at(12, 9), at(12, 18))).toBe(false);
    expect(newDay(at(11, 23), at(12, 0, 1))).toBe(true);
  });
});
