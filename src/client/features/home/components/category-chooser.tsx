import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { CATEGORIES } from '@/shared/constants/categories';
import type { Category } from '@/shared/schemas/categories';
import { CategoryCard, CategoryCardSkeleton } from './category-card';
import { CategoryDropdown } from './category-dropdown';

/** The categories are the items feature's call: the home page (app) reads them and passes them in. */
export function CategoryChooser({ categories, isError }: { categories: Category[] | undefined; isError: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="categories-title" className="text-2xl font-bold sm:text-3xl">
            {t('home.categories.title')}
          </h2>
          <p className="mt-1 text-gray-600">{t('home.categories.subtitle')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <CategoryDropdown categories={categories ?? []} />
          <Button asChild>
            <Link to="/przegladaj">{t('home.categories.browse')}</Link>
          </Button>
        </div>
      </div>
      {isError && (
        <p role="alert" className="text-red-700">
          {t('home.categories.loadError')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories
          ? categories.map((category) => <CategoryCard key={category.id} category={category} />)
          : !isError && CATEGORIES.map((category) => <CategoryCardSkeleton key={category.id} />)}
      </div>
    </section>
  );
}
