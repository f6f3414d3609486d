import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { localizedPath } from '@/client/lib/paths';

/** The help pages' last word: the contact form and the support address, with the reply time. */
export function StillNeedHelp({ supportEmail }: { supportEmail: string }) {
  const { t, i18n } = useTranslation();
  return (
    <aside className="mt-12 rounded-xl bg-brand-50 p-6 text-center" aria-labelledby="still-need-help">
      <h2 id="still-need-help" className="font-semibold text-gray-900">
        {t('help.moreTitle')}
      </h2>
      <p className="mt-1 text-gray-700">
        {t('help.moreText')}{' '}
        <Link
          to={localizedPath('contact', i18n.language)}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('help.moreLink')}
        </Link>{' '}
        {t('help.moreEmail')}{' '}
        <a
          href={`mailto:${supportEmail}`}
          className="font-medium break-all text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {supportEmail}
        </a>
      </p>
    </aside>
  );
}
