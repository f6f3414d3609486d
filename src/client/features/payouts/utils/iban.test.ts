import { describe, expect, it } from 'vitest';
import { ibanChecksumValid, TEST_FAILING_IBAN, TEST_WORKING_IBAN } from '@/shared/domain/payouts';
import { groupIban, maskedAccount } from './iban';

describe('IBANs on the onboarding page', () => {
  it('groups an IBAN in fours as banks print it, whatever the spaces typed', () => {
    expect(groupIban(TEST_FAILING_IBAN)).toBe('PL34 1090 1014 0000 0000 0000 0000');
    expect(groupIban('pl61 10901014 0000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });

  it('fills in numbers the form accepts (valid checksums)', () => {
    expect(ibanChecksumValid(TEST_WORKING_IBAN)).toBe(true);
    expect(ibanChecksumValid(TEST_FAILING_IBAN)).toBe(true);
  });

  it('masks all but the last four digits', () => {
    expect(maskedAccount('2874')).toBe('•••• 2874');
  });
});
