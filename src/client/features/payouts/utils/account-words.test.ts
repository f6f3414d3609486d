import { describe, expect, it } from 'vitest';
import { accountAction, requirementWord, requirementWords, restrictedReasonWord } from './account-words';

describe('requirement names in words', () => {
  it('names what Stripe asks of an individual', () => {
    expect(requirementWord('external_account')).toBe('bankAccount');
    expect(requirementWord('individual.dob.day')).toBe('dateOfBirth');
    expect(requirementWord('individual.first_name')).toBe('legalName');
    expect(requirementWord('individual.address.postal_code')).toBe('address');
    expect(requirementWord('person_1AbC.address.city')).toBe('address');
    expect(requirementWord('individual.verification.document')).toBe('idDocument');
    expect(requirementWord('individual.id_number')).toBe('idNumber');
    expect(requirementWord('tos_acceptance.date')).toBe('terms');
    expect(requirementWord('business_profile.url')).toBe('profile');
    expect(requirementWord('settings.payments.statement_descriptor')).toBe('other');
    expect(requirementWord('')).toBe('other');
  });

  it('says each thing once, first asked first, anything unknown last', () => {
    expect(
      requirementWords([
        'individual.dob.day',
        'something.new',
        'individual.dob.month',
        'external_account',
        'individual.dob.year',
        'another.unknown',
      ]),
    ).toEqual(['dateOfBirth', 'bankAccount', 'other']);
    expect(requirementWords([])).toEqual([]);
  });
});

describe('why an account is restricted', () => {
  it("maps Stripe's disabled_reason values to sentences", () => {
    expect(restrictedReasonWord('requirements.past_due')).toBe('missingDetails');
    expect(restrictedReasonWord('requirements.pending_verification')).toBe('verifying');
    expect(restrictedReasonWord('under_review')).toBe('underReview');
    expect(restrictedReasonWord('rejected.fraud')).toBe('rejectedFraud');
    expect(restrictedReasonWord('rejected.terms_of_service')).toBe('rejectedTerms');
    expect(restrictedReasonWord('rejected.other')).toBe('rejected');
    expect(restrictedReasonWord('platform_paused')).toBe('platformPaused');
    expect(restrictedReasonWord('something_else')).toBe('other');
    expect(restrictedReasonWord(null)).toBe('other');
  });
});

describe('the one action that moves an account forward', () => {
  it('sets up, continues or updates; nothing to do while under review or refused for good', () => {
    expect(accountAction('none', null)).toBe('setUp');
    expect(accountAction('details_needed', null)).toBe('continue');
    expect(accountAction('pending', null)).toBeNull();
    expect(accountAction('restricted', 'requirements.past_due')).toBe('update');
    expect(accountAction('restricted', 'rejected.fraud')).toBeNull();
    expect(accountAction('restricted', 'platform_paused')).toBeNull();
    expect(accountAction('active', null)).toBe('update');
  });
});
