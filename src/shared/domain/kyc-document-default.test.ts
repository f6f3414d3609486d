import { describe, expect, it } from 'vitest';
import { defaultKycDocumentType } from './kyc-document-default';

describe('defaultKycDocumentType', () => {
  it('is the ID card for Polish nationality, however it is written, in both languages', () => {
    for (const n of ['Polish', 'polskie', ' Polska ', 'POLSKI', 'PL', 'Polak', 'Polka'])
      expect(defaultKycDocumentType(n), n).toBe('national_id');
  });

  it('is the passport for any other or no nationality', () => {
    for (const n of ['German', 'niemieckie', 'Ukrainian', '', null, undefined])
      expect(defaultKycDocumentType(n), String(n)).toBe('passport');
  });
});
