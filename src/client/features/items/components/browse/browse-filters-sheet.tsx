import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/shared/schemas/categories';
import { NO_DISTRICT } from '@/shared/constants/locations';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { withFilter, type BrowseFilters } from '@/client/features/items/utils/browse-params';
import { FilterSelects, type SelectFilters as SheetFilters } from './filter-selects';

const pick = (f: BrowseFilters): SheetFilters => ({
  categoryId: f.categoryId,
  location: f.location,
  district: f.district,
  sort: f.sort,
});
const NONE: SheetFilters = { categoryId: null, location: '', district: '', sort: '' };

/** How many of the sheet's choices differ from their default: the number on its button. */
export function sheetFilterCount(f: BrowseFilters): number {
  return [f.categoryId !== null, f.location, f.district && f.district !== NO_DISTRICT, f.sort].filter(Boolean).length;
}

interface Props {
  filters: BrowseFilters;
  categories: Category[] | undefined;
  onChange: (next: BrowseFilters) => void;
}

/**
 * On phones the four selects would push the results below the fold: they live in a bottom sheet behind a
 * "Filters (n)" button. Choices are a draft until "Show results", so one apply loads the list once.
 */
export function BrowseFiltersSheet({ filters, categories, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SheetFilters>(() => pick(filters));
  const count = sheetFilterCount(filters);
  const openSheet = (next: boolean) => {
    if (next) setDraft(pick(filters));
    setOpen(next);
  };
  const apply = () => {
    // The city first (a new city drops the old district), then the rest, the district chosen with it among them.
    onChange(withFilter(withFilter(filters, { location: draft.location }), draft));
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={openSheet}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="shrink-0 px-3">
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          {count > 0 ? t('browse.filters.openCount', { count }) : t('browse.filters.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="top-auto bottom-0 max-h-[85vh] w-full max-w-none translate-y-0 rounded-t-2xl rounded-b-none p-5 sm:top-1/2 sm:bottom-auto sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-y-1/2 sm:rounded-xl">
        <DialogHeader>
          <DialogTitle>{t('browse.filters.sheetTitle')}</DialogTitle>
          <DialogDescription>{t('browse.filters.sheetDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FilterSelects
            idPrefix="sheet"
            values={draft}
            categories={categories}
            onChange={(change) => setDraft({ ...draft, ...change })}
          />
        </div>
        <DialogFooter className="flex-row gap-3">
          <Button type="button" variant="outline" className="flex-1 sm:flex-none" onClick={() => setDraft(NONE)}>
            {t('browse.filters.clear')}
          </Button>
          <Button type="button" className="flex-1 sm:flex-none" onClick={apply}>
            {t('browse.filters.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
