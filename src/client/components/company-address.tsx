import { formatNip } from '@/shared/domain/tax-numbers';
import type { Company } from '@/shared/schemas/legal';
import { useTranslation } from '@/client/i18n/use-translation';

/** The company's name, address lines and registration numbers (issue 27 §1); a demo shows its own words only. */
export function CompanyAddress({ company, className }: { company: Company; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className}>
      <span className="block font-medium">{company.name}</span>
      {company.address.split('\n').map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {company.nip && (
        <span className="block">
          {t('company.nip')}: {formatNip(company.nip)}
        </span>
      )}
      {company.krs && (
        <span className="block">
          {t('company.krs')}: {company.krs}
        </span>
      )}
    </span>
  );
}

/** tel: of a number as written ("+48 22 123 45 67" → "tel:+48221234567"). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
