import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';

/** The logo and name, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M9 22V10h6a4 4 0 0 1 0 8h-3v4z" fill="#fff" />
      </svg>
      {t('common.appName')}
    </Link>
  );
}
