import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Category } from '@/shared/schemas/categories';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { categoryText } from '@/client/lib/category-text';
import { CategoryIcon } from '@/client/components/category-icon';
import { CategoryMenuButton } from './category-menu-button';

interface Props {
  categories: Category[];
  /** Opened at once: the stand-in button was pressed before this code had loaded (category-dropdown.tsx). */
  defaultOpen: boolean;
  /** The stand-in button had the focus: this trigger, which replaces it, takes it over. */
  focusTrigger: boolean;
}

/** The menu itself (Radix's dropdown), loaded apart from the home page's first paint by category-dropdown.tsx. */
export default function CategoryMenu({ categories, defaultOpen, focusTrigger }: Props) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    // Only when it replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={trigger}>
        <CategoryMenuButton />
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
