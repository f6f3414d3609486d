import { describe, expect, it } from 'vitest';
import { idParamSchema } from './common';

describe('idParamSchema', () => {
  it('reads a positive integer id from the path', () => {
    expect(idParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
  });

  it('refuses anything else with the invalid-value key', () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '', 'NaN', 'Infinity']) {
      const r = idParamSchema.safeParse({ id });
      expect(r.success, id).toBe(false);
      expect(r.error?.issues[0].message, id).toBe('validation.invalidValue');
    }
  });
});
