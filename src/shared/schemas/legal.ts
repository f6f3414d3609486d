import { z } from 'zod';

/** The company that runs the marketplace (issue 27 §1), from COMPANY_* in the server's configuration. */
export const CompanySchema = z.object({
  name: z.string(),
  /** Street and number, then postcode and city, one per line. */
  address: z.string(),
  nip: z.string(),
  krs: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  /** True outside production when the demo's values are shown (no real company stands behind them). */
  demo: z.boolean(),
});
export type Company = z.infer<typeof CompanySchema>;

/** GET /api/legal: the documents' current versions and the company (the footer, contact and legal pages show it). */
export const LegalInfoSchema = z.object({
  termsVersion: z.string(),
  privacyVersion: z.string(),
  company: CompanySchema,
});
export type LegalInfo = z.infer<typeof LegalInfoSchema>;

/** POST /api/users/me/accept-terms */
export const AcceptTermsBodySchema = z.object({ version: z.string().min(1).max(40) });
export type AcceptTermsBody = z.infer<typeof AcceptTermsBodySchema>;
