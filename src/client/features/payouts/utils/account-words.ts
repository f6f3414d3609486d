import type { PayoutAccountStatus } from '@/shared/domain/payouts';

/**
 * What the provider still asks for, in words an owner knows. Stripe names fields (`external_account`,
 * `individual.dob.day`, `person_123.address.city`); several name one thing (the three parts of a date of birth), so
 * they come out as one entry each, in the order first asked. Keys of `payouts.requirements`.
 */
export const REQUIREMENT_WORDS = [
  'bankAccount',
  'legalName',
  'dateOfBirth',
  'address',
  'idNumber',
  'idDocument',
  'email',
  'phone',
  'terms',
  'profile',
  'other',
] as const;
export type RequirementWord = (typeof REQUIREMENT_WORDS)[number];

const BY_FIELD: Record<string, RequirementWord> = {
  external_account: 'bankAccount',
  first_name: 'legalName',
  last_name: 'legalName',
  full_name_aliases: 'legalName',
  dob: 'dateOfBirth',
  address: 'address',
  id_number: 'idNumber',
  ssn_last_4: 'idNumber',
  verification: 'idDocument',
  email: 'email',
  phone: 'phone',
  tos_acceptance: 'terms',
  business_profile: 'profile',
  business_type: 'profile',
};

/** One requirement name as the thing it asks for. */
export function requirementWord(name: string): RequirementWord {
  // The person the field belongs to comes first (`individual.`, `person_….`, `representative.`): the field follows.
  const parts = name.split('.');
  const field = /^(individual|representative|person_\w+)$/.test(parts[0]) ? parts[1] : parts[0];
  return BY_FIELD[field ?? ''] ?? 'other';
}

/** The requirements as distinct things, first asked first; `other` last. */
export function requirementWords(names: readonly string[]): RequirementWord[] {
  const words = [...new Set(names.map(requirementWord))];
  return [...words.filter((w) => w !== 'other'), ...words.filter((w) => w === 'other')];
}

/** Why a restricted account is stopped (Stripe's disabled_reason), as a key of `payouts.reasons`. */
export type RestrictedReasonWord =
  | 'missingDetails'
  | 'verifying'
  | 'underReview'
  | 'rejectedFraud'
  | 'rejectedTerms'
  | 'rejected'
  | 'platformPaused'
  | 'other';

export function restrictedReasonWord(reason: string | null): RestrictedReasonWord {
  if (reason === null) return 'other';
  if (reason.startsWith('requirements.past_due') || reason === 'requirements.currently_due') return 'missingDetails';
  if (reason.startsWith('action_required')) return 'missingDetails';
  if (reason === 'requirements.pending_verification') return 'verifying';
  if (reason === 'under_review' || reason === 'listed') return 'underReview';
  if (reason === 'rejected.fraud' || reason === 'rejected.listed') return 'rejectedFraud';
  if (reason === 'rejected.terms_of_service') return 'rejectedTerms';
  if (reason.startsWith('rejected.')) return 'rejected';
  if (reason === 'platform_paused') return 'platformPaused';
  return 'other';
}

/** The one action that moves an account forward, or none (active, or refused for good). Keys of `payouts.action`. */
export type AccountAction = 'setUp' | 'continue' | 'update' | null;

export function accountAction(status: PayoutAccountStatus, reason: string | null): AccountAction {
  if (status === 'none') return 'setUp';
  if (status === 'details_needed') return 'continue';
  if (status === 'restricted') {
    const word = restrictedReasonWord(reason);
    // A rejected account cannot be fixed by the owner: the text says to write to us instead.
    return word.startsWith('rejected') || word === 'platformPaused' ? null : 'update';
  }
  // Under review or active: the details can still be changed (a new bank account), but it is not the next step.
  return status === 'active' ? 'update' : null;
}
