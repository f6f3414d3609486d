import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { SUPPORT_DETAILS } from '@/client/features/contact/support-details';
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

/** Footer (spec 02 §2): description, service links, support links, contact block, copyright. */
export function Footer() {
  const { t } = useTranslation();
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
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0" aria-hidden />
              <a href={`mailto:${SUPPORT_DETAILS.email}`} className="break-all hover:text-white hover:underline">
                {SUPPORT_DETAILS.email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0" aria-hidden />
              <a href={SUPPORT_DETAILS.phoneHref} className="hover:text-white hover:underline">
                {SUPPORT_DETAILS.phone}
              </a>
            </p>
            <p className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                {SUPPORT_DETAILS.street}
                <br />
                {SUPPORT_DETAILS.city}
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-gray-400">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
