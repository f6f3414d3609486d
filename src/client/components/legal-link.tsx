import { useTranslation } from '@/client/i18n/use-translation';
import { localizedPath } from '@/client/lib/paths';

/**
 * A link to the terms or the privacy policy from a form the reader is filling in (sign-up, the terms prompt,
 * checkout): it opens in a new tab, so nothing typed is lost, and says so to a screen reader.
 */
export function LegalLink({ route, children }: { route: 'terms' | 'privacy'; children: string }) {
  const { t, i18n } = useTranslation();
  return (
    <a
      href={localizedPath(route, i18n.language)}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> {t('register.acceptTermsNewTab')}</span>
    </a>
  );
}
