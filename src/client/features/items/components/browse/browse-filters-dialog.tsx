import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { Category } from '@/shared/schemas/categories';
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
import { FiltersSheetButton } from './filters-sheet-button';

const pick = (f: BrowseFilters): SheetFilters => ({
  categoryId: f.categoryId,
  location: f.location,
  district: f.district,
  sort: f.sort,
  instant: f.instant,
});
const NONE: SheetFilters = { categoryId: null, location: '', district: '', sort: '', instant: false };

interface Props {
  filters: BrowseFilters;
  categories: Category[] | undefined;
  onChange: (next: BrowseFilters) => void;
  /** Opened at once: the stand-in button was pressed before this code had loaded (browse-filters-sheet.tsx). */
  defaultOpen: boolean;
  /** The stand-in button had the focus: this trigger, which replaces it, takes it over. */
  focusTrigger: boolean;
}

/** The sheet itself (Radix's dialog), loaded apart from the browse page's first paint by browse-filters-sheet.tsx. */
export default function BrowseFiltersDialog({ filters, categories, onChange, defaultOpen, focusTrigger }: Props) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    // Only when it replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState<SheetFilters>(() => pick(filters));
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
      <DialogTrigger asChild ref={trigger}>
        <FiltersSheetButton filters={filters} />
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
