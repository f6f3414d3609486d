import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@/shared/schemas/categories';
import { categoryText } from '../../../lib/categories';
import { CategoryIcon } from '../../../components/category-icon';

/** The category cards of the browse page; choosing one puts ?category={id} in the URL, which is the filter state. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="browse-categories-title" className="flex flex-col gap-4">
      <h2 id="browse-categories-title" className="text-xl font-semibold">
        {t('browse.categories')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => {
          const { name, description } = categoryText(t, category);
          return (
            <li key={category.id}>
              <Link
                to={{ search: `?category=${category.id}` }}
                className="flex h-full items-start gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <CategoryIcon categoryId={category.id} className="h-6 w-6" />
                </span>
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold text-gray-900">{name}</span>
                  <span className="text-sm text-gray-600">{description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
