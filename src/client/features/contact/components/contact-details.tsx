import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { CONTACT_REPLY_HOURS } from '@/shared/constants/limits';
import { CompanyAddress, phoneHref } from '@/client/components/company-address';
import { useCompany } from '@/client/lib/legal-info';

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100">
        <Icon className="h-5 w-5 text-brand-700" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-gray-900">{label}</p>
        <div className="text-sm text-gray-700">{children}</div>
      </div>
    </li>
  );
}

/**
 * Support's e-mail, phone (when configured) and address, and the promise to answer within 24 hours (spec 01 §1). No
 * opening hours: none are configured, and invented ones would be a promise nobody keeps (decision 0070).
 */
export function ContactDetails() {
  const { t } = useTranslation();
  const company = useCompany();
  if (!company) return null;
  return (
    <section aria-labelledby="contact-details-heading" className="rounded-xl bg-gray-50 p-6">
      <h2 id="contact-details-heading" className="text-xl font-semibold text-gray-900">
        {t('contact.detailsTitle')}
      </h2>
      <ul className="mt-6 space-y-5">
        <Detail icon={Mail} label={t('contact.emailLabel')}>
          <a href={`mailto:${company.email}`} className="break-all text-brand-700 underline-offset-4 hover:underline">
            {company.email}
          </a>
        </Detail>
        {company.phone && (
          <Detail icon={Phone} label={t('contact.phoneLabel')}>
            <a href={phoneHref(company.phone)} className="text-brand-700 underline-offset-4 hover:underline">
              {company.phone}
            </a>
          </Detail>
        )}
        <Detail icon={MapPin} label={t('contact.addressLabel')}>
          <CompanyAddress company={company} />
        </Detail>
      </ul>
      <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm font-medium text-brand-800">
        {t('contact.replyPromise', { hours: CONTACT_REPLY_HOURS })}
      </p>
    </section>
  );
}
