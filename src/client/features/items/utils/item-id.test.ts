import { describe, expect, it } from 'vitest';
import { parseItemId } from './item-id';

describe('parseItemId', () => {
  it('takes positive whole numbers only', () => {
    expect(parseItemId('12')).toBe(12);
    expect(parseItemId('0')).toBeNull();
    expect(parseItemId('abc')).toBeNull();
    expect(parseItemId('1.5')).toBeNull();
    expect(parseItemId('-3')).toBeNull();
    expect(parseItemId(undefined)).toBeNull();
    expect(parseItemId('12345678901')).toBeNull();
  });
});
