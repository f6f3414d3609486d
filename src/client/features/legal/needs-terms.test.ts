import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@/shared/domain/legal';
import type { PrivateUser } from '@/shared/schemas/users';
import { needsTermsAcceptance } from './needs-terms';

const user = (termsAcceptedVersion: string | null) => ({ termsAcceptedVersion }) as PrivateUser;

describe('needsTermsAcceptance', () => {
  it('asks a user who never accepted, or accepted an older version', () => {
    expect(needsTermsAcceptance(user(null), '/profil')).toBe(true);
    expect(needsTermsAcceptance(user('2000-01-01'), '/')).toBe(true);
  });
  it('does not ask a user who accepted the current version, nor a visitor', () => {
    expect(needsTermsAcceptance(user(TERMS_VERSION), '/profil')).toBe(false);
    expect(needsTermsAcceptance(null, '/profil')).toBe(false);
  });
  it('lets the legal pages be read without asking', () => {
    for (const path of ['/regulamin', '/terms', '/polityka-prywatnosci', '/privacy', '/deklaracja-dostepnosci'])
      expect(needsTermsAcceptance(user(null), path)).toBe(false);
  });
});
