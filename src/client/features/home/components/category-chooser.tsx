import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useCategories } from '@/client/lib/categories';
import { CategoryCard } from './category-card';
import { CategoryDropdown } from './category-dropdown';

export function CategoryChooser() {
  const { t } = useTranslation();
  const { data: categories, isError } = useCategories();
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
        {categories?.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </div>
    </section>
  );
}
