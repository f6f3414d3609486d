import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

/** Any unknown path (spec 01 §2): the title and text are quoted by the spec and stay as they are in both languages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-gray-700">{t('notFound.text')}</p>
      <p className="mt-2 text-gray-600">{t('notFound.hint')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
