import { describe, expect, it } from 'vitest';
import { contactReference } from './contact';

describe('contactReference', () => {
  it('is KW- and the message id padded to 6 digits, longer ids whole', () => {
    expect(contactReference(123)).toBe('KW-000123');
    expect(contactReference(1)).toBe('KW-000001');
    expect(contactReference(1234567)).toBe('KW-1234567');
  });
});
