import { describe, expect, it } from 'vitest';
import { intentIdOf } from './checkout-memory';

describe('intentIdOf', () => {
  it('reads the intent id out of a client secret, and keeps a plain id', () => {
    expect(intentIdOf('pi_123_secret_abc')).toBe('pi_123');
    expect(intentIdOf('pi_123')).toBe('pi_123');
  });
});
