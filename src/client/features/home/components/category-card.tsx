import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Category } from '@/shared/schemas/categories';
import { Card } from '@/client/components/ui/card';
import { categoryText } from '@/client/lib/category-text';
import { CategoryIcon } from '@/client/components/category-icon';

export function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation();
  const { name, description } = categoryText(t, category);
  return (
    <Card className="flex flex-col gap-3 p-6 transition-shadow hover:shadow-md">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <CategoryIcon categoryId={category.id} className="h-6 w-6" />
      </span>
      <h3 className="text-lg font-semibold">{name}</h3>
      <p className="flex-1 text-sm text-gray-600">{description}</p>
      <Link
        to={`/przegladaj?category=${category.id}`}
        aria-label={`${t('home.categories.browseCategory')}: ${name}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        {t('home.categories.browseCategory')}
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </Card>
  );
}

/** A card while the categories load, line for line as tall as CategoryCard with a two-line description. */
export function CategoryCardSkeleton() {
  return (
    <Card aria-hidden className="flex animate-pulse flex-col gap-3 p-6">
      <span className="h-12 w-12 rounded-xl bg-gray-200" />
      <span className="flex h-7 items-center">
        <span className="h-5 w-1/2 rounded bg-gray-200" />
      </span>
      <span className="flex h-10 flex-col justify-around">
        <span className="h-3 w-full rounded bg-gray-200" />
        <span className="h-3 w-2/3 rounded bg-gray-200" />
      </span>
      <span className="h-5 w-1/3 rounded bg-gray-200" />
    </Card>
  );
}
