import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { CATEGORIES } from '@/shared/constants/categories';
import type { Category } from '@/shared/schemas/categories';
import { categoryText } from '@/client/lib/category-text';
import { CategoryIcon } from '@/client/components/category-icon';

/** On phones a swipeable row of compact cards, so the items still show above the fold. */
const LIST_CLASS =
  '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3';

function GridSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="browse-categories-title" className="flex flex-col gap-4">
      <h2 id="browse-categories-title" className="text-xl font-semibold">
        {t('browse.categories')}
      </h2>
      {children}
    </section>
  );
}

/**
 * The grid while the categories load, as tall as the loaded one: seven cards of a two-line name on phones, a name and
 * a two-line description above, so the items below do not move when it fills.
 */
export function CategoryGridSkeleton() {
  return (
    <GridSection>
      <ul aria-hidden className={LIST_CLASS}>
        {Array.from({ length: CATEGORIES.length }, (_, i) => (
          <li key={i} className="w-52 shrink-0 sm:w-auto">
            <div className="flex h-full animate-pulse items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:items-start sm:gap-4 sm:p-5">
              <span className="h-10 w-10 shrink-0 rounded-xl bg-gray-200 sm:h-11 sm:w-11" />
              <span className="flex h-12 min-w-0 flex-1 flex-col justify-center gap-1 sm:h-[4.25rem] sm:justify-start">
                <span className="my-1 h-4 w-2/3 rounded bg-gray-200" />
                <span className="hidden h-3 w-full rounded bg-gray-200 sm:mt-2 sm:block" />
                <span className="hidden h-3 w-1/2 rounded bg-gray-200 sm:mt-2 sm:block" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </GridSection>
  );
}

/** The category cards of the browse page; choosing one puts ?category={id} in the URL, which is the filter state. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  return (
    <GridSection>
      <ul className={LIST_CLASS}>
        {categories.map((category) => {
          const { name, description } = categoryText(t, category);
          return (
            <li key={category.id} className="w-52 shrink-0 snap-start sm:w-auto">
              <Link
                to={{ search: `?category=${category.id}` }}
                className="flex h-full items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:items-start sm:gap-4 sm:p-5 transition-shadow hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:h-11 sm:w-11">
                  <CategoryIcon categoryId={category.id} className="h-6 w-6" />
                </span>
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold text-gray-900">{name}</span>
                  <span className="hidden text-sm text-gray-600 sm:block">{description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </GridSection>
  );
}
