import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { NO_DISTRICT } from '@/shared/constants/locations';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import type { BrowseFilters } from '@/client/features/items/utils/browse-params';

/** How many of the sheet's choices differ from their default: the number on its button. */
export function sheetFilterCount(f: BrowseFilters): number {
  return [f.categoryId !== null, f.location, f.district && f.district !== NO_DISTRICT, f.sort, f.instant].filter(
    Boolean,
  ).length;
}

/** The "Filters (n)" button; the same one stands in while the sheet's code loads (browse-filters-sheet.tsx). */
export function FiltersSheetButton({ filters, ...props }: ButtonProps & { filters: BrowseFilters }) {
  const { t } = useTranslation();
  const count = sheetFilterCount(filters);
  return (
    <Button type="button" variant="outline" className="shrink-0 px-3" {...props}>
      <SlidersHorizontal className="h-4 w-4" aria-hidden />
      {count > 0 ? t('browse.filters.openCount', { count }) : t('browse.filters.open')}
    </Button>
  );
}
