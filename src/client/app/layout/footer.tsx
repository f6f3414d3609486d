import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { CompanyAddress, phoneHref } from '@/client/components/company-address';
import { useCompany } from '@/client/lib/legal-info';
import { localizedPath } from '@/client/lib/paths';
import { FooterLinkGroup } from './footer-link-group';

const SERVICE_LINKS = [
  { route: 'browse', label: 'footer.browse' },
  { route: 'howItWorks', label: 'footer.howItWorks' },
  { route: 'rentOut', label: 'footer.rentOut' },
] as const;

const SUPPORT_LINKS = [
  { route: 'help', label: 'footer.help' },
  { route: 'faq', label: 'footer.faq' },
  { route: 'contact', label: 'footer.contact' },
  { route: 'about', label: 'footer.about' },
] as const;

/** The legal pages (issue 27 §2), on every page's last line. */
const LEGAL_LINKS = [
  { route: 'terms', label: 'footer.terms' },
  { route: 'privacy', label: 'footer.privacy' },
  { route: 'accessibility', label: 'footer.accessibility' },
] as const;

/**
 * Footer (spec 02 §2): description, service links, support links, the company that runs the site with its address,
 * registration numbers and contacts (issue 27 §1, from the configuration), the legal pages and the copyright.
 */
export function Footer() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('common.appName')}</p>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.description')}</p>
        </div>
        <FooterLinkGroup title={t('footer.services')} links={SERVICE_LINKS} />
        <FooterLinkGroup title={t('footer.support')} links={SUPPORT_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contactTitle')}</h2>
          {company && (
            <address className="mt-3 space-y-2 text-sm not-italic" data-testid="footer-company">
              <p className="flex items-center gap-2">
                <Mail className="h-4 w-4 shrink-0" aria-hidden />
                <a href={`mailto:${company.email}`} className="break-all hover:text-white hover:underline">
                  {company.email}
                </a>
              </p>
              {company.phone && (
                <p className="flex items-center gap-2">
                  <Phone className="h-4 w-4 shrink-0" aria-hidden />
                  <a href={phoneHref(company.phone)} className="hover:text-white hover:underline">
                    {company.phone}
                  </a>
                </p>
              )}
              <p className="flex items-start gap-2">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <CompanyAddress company={company} />
              </p>
            </address>
          )}
        </div>
      </div>
      {/* Room for the chat button, which floats over the bottom right corner until the page is wide enough. */}
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-24 text-sm text-gray-400 md:flex-row md:items-center md:justify-between md:pr-20 md:pb-6 xl:pr-4">
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map(({ route, label }) => (
                <li key={route}>
                  <Link to={localizedPath(route, i18n.language)} className="hover:text-white hover:underline">
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            {t('footer.copyright', {
              year: new Date().getFullYear(),
              // The text puts a full stop after the name: "sp. z o.o." keeps its own, not two.
              company: (company?.name ?? t('common.appName')).replace(/\.$/, ''),
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
