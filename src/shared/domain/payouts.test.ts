import { describe, expect, it } from 'vitest';
import { cancellationRefund } from './refunds';
import {
  ibanChecksumValid,
  normalizeIban,
  ownerShare,
  payoutAccountStatus,
  reconciles,
  splitAdminRefund,
  TEST_FAILING_IBAN,
  TEST_WORKING_IBAN,
  type PayoutAccountSnapshot,
} from './payouts';

const account = (over: Partial<PayoutAccountSnapshot> = {}): PayoutAccountSnapshot => ({
  detailsSubmitted: false,
  payoutsEnabled: false,
  transfersActive: false,
  requirementsDue: ['external_account', 'individual.dob.day'],
  disabledReason: null,
  ...over,
});

describe('the payout account state from the provider', () => {
  it('details needed, pending, active, restricted', () => {
    expect(payoutAccountStatus(account())).toBe('details_needed');
    expect(payoutAccountStatus(account({ disabledReason: 'requirements.past_due' }))).toBe('details_needed');
    expect(
      payoutAccountStatus(
        account({ detailsSubmitted: true, requirementsDue: [], disabledReason: 'requirements.pending_verification' }),
      ),
    ).toBe('pending');
    expect(payoutAccountStatus(account({ detailsSubmitted: true, requirementsDue: [] }))).toBe('pending');
    expect(
      payoutAccountStatus(
        account({ detailsSubmitted: true, payoutsEnabled: true, transfersActive: true, requirementsDue: [] }),
      ),
    ).toBe('active');
    expect(
      payoutAccountStatus(
        account({
          detailsSubmitted: true,
          requirementsDue: ['external_account'],
          disabledReason: 'requirements.past_due',
        }),
      ),
    ).toBe('restricted');
    expect(payoutAccountStatus(account({ detailsSubmitted: true, disabledReason: 'rejected.fraud' }))).toBe(
      'restricted',
    );
    // Payouts on, transfers not: not active.
    expect(payoutAccountStatus(account({ detailsSubmitted: true, payoutsEnabled: true, requirementsDue: [] }))).toBe(
      'pending',
    );
  });
});

describe('Polish IBANs', () => {
  it('checks the checksum (ISO 13616 mod 97)', () => {
    expect(ibanChecksumValid(TEST_WORKING_IBAN)).toBe(true);
    expect(ibanChecksumValid(TEST_FAILING_IBAN)).toBe(true);
    expect(ibanChecksumValid('PL61109010140000071219812875')).toBe(false);
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumValid('PL6110901014000007121981287')).toBe(false);
    expect(normalizeIban(' pl61 1090 1014 0000 0712 1981 2874 ')).toBe(TEST_WORKING_IBAN);
  });
});

describe("the owner's share and the reconciliation", () => {
  it('the share is the price less the owner parts of refunds, never below zero', () => {
    expect(ownerShare(30_000, 0)).toBe(30_000);
    expect(ownerShare(30_000, 15_000)).toBe(15_000);
    expect(ownerShare(30_000, 40_000)).toBe(0);
  });

  it("an admin's refund comes off the owner's share first, then the fee, then the deposit", () => {
    const left = { owner: 30_000, fee: 3_000, deposit: 20_000 };
    expect(splitAdminRefund(10_000, left)).toEqual({ ownerPart: 10_000, feePart: 0, depositPart: 0 });
    expect(splitAdminRefund(32_000, left)).toEqual({ ownerPart: 30_000, feePart: 2_000, depositPart: 0 });
    expect(splitAdminRefund(53_000, left)).toEqual({ ownerPart: 30_000, feePart: 3_000, depositPart: 20_000 });
    expect(() => splitAdminRefund(53_001, left)).toThrow(RangeError);
  });

  it('random rentals, cancelled at random moments or refunded by an admin, all reconcile', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const start = '2026-12-20';
    for (let i = 0; i < 500; i++) {
      const days = 1 + rand(30);
      const perDay = 100 + rand(50_000);
      const subtotal = days * perDay;
      const fee = Math.round(subtotal * 0.1);
      const deposit = rand(3) === 0 ? 0 : rand(200_000);
      const terms = (['flexible', 'standard', 'strict'] as const)[rand(3)];
      const parts = [];
      if (rand(2) === 0) {
        const c = cancellationRefund({
          subtotal,
          fee,
          deposit,
          terms,
          startDate: start,
          cancelledBy: rand(4) === 0 ? 'owner' : 'renter',
          now: new Date(Date.parse(`${start}T00:00:00Z`) - rand(10 * 24) * 3_600_000),
          paid: true,
        });
        parts.push({ ownerPart: c.rentalPart, feePart: c.fee, depositPart: c.deposit });
      } else {
        parts.push(splitAdminRefund(rand(subtotal + fee + deposit + 1), { owner: subtotal, fee, deposit }));
      }
      const r = { paid: subtotal + fee + deposit, subtotal, fee, deposit, refunds: parts };
      expect(reconciles(r), JSON.stringify(r)).toBe(true);
    }
    // And it would notice money that went missing.
    expect(reconciles({ paid: 53_000, subtotal: 30_000, fee: 3_000, deposit: 20_000, refunds: [] })).toBe(true);
    expect(reconciles({ paid: 52_999, subtotal: 30_000, fee: 3_000, deposit: 20_000, refunds: [] })).toBe(false);
    expect(
      reconciles({
        paid: 53_000,
        subtotal: 30_000,
        fee: 3_000,
        deposit: 20_000,
        refunds: [{ ownerPart: 0, feePart: 0, depositPart: 25_000 }],
      }),
    ).toBe(false);
  });
});
