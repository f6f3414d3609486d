import type { Language } from '@/shared/constants/limits';
import { translate } from '@/shared/i18n/messages';
import type { Company } from '@/shared/schemas/legal';
import type { CompanyConfig } from '@/server/config';

/**
 * The company as a reader in `lang` sees it (issue 27 §1): the configured one, or — outside production without
 * COMPANY_* — a demo that says it is one, with no invented street, phone or tax number, and the support address.
 */
export function companyFor(company: CompanyConfig | null, supportEmail: string, lang: Language): Company {
  if (company)
    return {
      name: company.name,
      address: company.addressLines.join('\n'),
      nip: company.nip,
      krs: company.krs,
      phone: company.phone,
      email: company.email,
      demo: false,
    };
  return {
    name: translate(lang, 'company.demoName'),
    address: translate(lang, 'company.demoAddress'),
    nip: '',
    krs: null,
    phone: '',
    email: supportEmail,
    demo: true,
  };
}

/** The last lines of every e-mail: who sends it, where it sits, its NIP (and KRS). */
export function companyFooterLines(company: CompanyConfig | null, supportEmail: string, lang: Language): string[] {
  const c = companyFor(company, supportEmail, lang);
  if (c.demo) return [c.name, c.address];
  return [
    c.name,
    c.address.replace(/\n/g, ', '),
    [`${translate(lang, 'company.nip')}: ${c.nip}`, c.krs ? `${translate(lang, 'company.krs')}: ${c.krs}` : null]
      .filter(Boolean)
      .join(' · '),
  ];
}
