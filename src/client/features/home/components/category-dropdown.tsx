import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@/shared/schemas/categories';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { categoryText } from '@/client/lib/category-text';
import { CategoryIcon } from '@/client/components/category-icon';

/** 'All' goes to /przegladaj, a category to /przegladaj?category={id} (spec 01 §2 Home). A menu of links, not a select. */
export function CategoryDropdown({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="w-full justify-between sm:w-64">
          {t('home.categories.choose')}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
        <DropdownMenuItem asChild>
          <Link to="/przegladaj">{t('home.categories.all')}</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {categories.map((category) => (
          <DropdownMenuItem key={category.id} asChild>
            <Link to={`/przegladaj?category=${category.id}`}>
              <CategoryIcon categoryId={category.id} className="h-4 w-4 text-brand-700" />
              {categoryText(t, category).name}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
