import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { CategoryIcon } from '@/client/components/category-icon';
import { categoryText } from '@/client/lib/category-text';
import { useCategories } from '@/client/features/items/api/get-categories';
import { localizedPath } from '@/client/lib/paths';

/**
 * Any unknown path (spec 01 §2): the spec's title, then a way on instead of a developer's hint (issue 20 §5): a search
 * of the catalogue, the categories and the home page.
 */
export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: categories } = useCategories();
  const [q, setQ] = useState('');
  const browsePath = localizedPath('browse', i18n.language);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    void navigate(text ? `${browsePath}?${new URLSearchParams({ q: text }).toString()}` : browsePath);
  };

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-bold text-brand-700" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-gray-600">{t('notFound.hint')}</p>

      <form
        role="search"
        aria-label={t('notFound.searchLabel')}
        onSubmit={onSubmit}
        className="mt-8 flex w-full flex-col gap-2 sm:flex-row"
      >
        <label htmlFor="not-found-q" className="sr-only">
          {t('notFound.searchLabel')}
        </label>
        <Input
          id="not-found-q"
          type="search"
          value={q}
          placeholder={t('search.placeholder')}
          onChange={(e) => setQ(e.target.value)}
          className="flex-1"
        />
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden />
          {t('notFound.search')}
        </Button>
      </form>

      {categories && categories.length > 0 && (
        <nav aria-labelledby="not-found-categories" className="mt-10 w-full">
          <h2 id="not-found-categories" className="text-lg font-semibold text-gray-900">
            {t('notFound.categories')}
          </h2>
          <ul className="mt-4 grid gap-2 text-left sm:grid-cols-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`${browsePath}?category=${category.id}`}
                  className="flex items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-gray-900 hover:border-brand-300 hover:bg-brand-50"
                >
                  <CategoryIcon categoryId={category.id} className="h-5 w-5 text-brand-700" />
                  {categoryText(t, category).name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <Button asChild variant="outline" className="mt-10">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
