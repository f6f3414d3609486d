import type { TFunction } from '@/client/i18n/texts';
import type { Category } from '@/shared/schemas/categories';

/** A category's translated name and description (keys category_{id}_*), the server's raw values as fallback (spec 01 §3). */
export function categoryText(t: TFunction, category: Category) {
  return {
    name: t(`categories.category_${category.id}_name`, { defaultValue: category.name }),
    description: t(`categories.category_${category.id}_description`, { defaultValue: category.description }),
  };
}
