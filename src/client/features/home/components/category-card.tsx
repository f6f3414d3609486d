import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
