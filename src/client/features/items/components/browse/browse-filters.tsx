import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { Category } from '@/shared/schemas/categories';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { withFilter, type BrowseFilters } from '@/client/features/items/utils/browse-params';
import { BrowseFiltersSheet } from './browse-filters-sheet';
import { DatesChip } from './dates-chip';
import { FilterSelects } from './filter-selects';

interface Props {
  filters: BrowseFilters;
  categories: Category[] | undefined;
  onChange: (next: BrowseFilters) => void;
}

/**
 * The filters on the browse page: each change goes to the URL, which is the state (spec 01 §4). On phones only the
 * text row shows, with a "Filters (n)" button that opens the other filters in a sheet.
 */
export function BrowseFiltersBar({ filters, categories, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  // The URL changed under us (back button, reset link): the box follows it.
  if (seenQ !== filters.q) {
    setSeenQ(filters.q);
    setText(filters.q);
  }
  const set = (change: Parameters<typeof withFilter>[1]) => onChange(withFilter(filters, change));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    set({ q: text.trim() });
  };

  return (
    <form
      role="search"
      aria-label={t('browse.filters.label')}
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3 sm:grid-cols-2 sm:gap-4 sm:p-4 lg:grid-cols-4"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-4">
        <Label htmlFor="browse-q" className="sr-only sm:not-sr-only">
          {t('browse.filters.text')}
        </Label>
        <div className="flex gap-2">
          <Input
            id="browse-q"
            type="search"
            value={text}
            placeholder={t('browse.filters.textPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" aria-label={t('browse.filters.submit')} className="shrink-0 px-3">
            <Search className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('browse.filters.submit')}</span>
          </Button>
          <div className="sm:hidden">
            <BrowseFiltersSheet filters={filters} categories={categories} onChange={onChange} />
          </div>
        </div>
      </div>
      <div className="hidden sm:contents">
        <FilterSelects idPrefix="browse" values={filters} categories={categories} onChange={set} />
      </div>
      {(filters.start || filters.end) && (
        <DatesChip start={filters.start} end={filters.end} onClear={() => set({ start: '', end: '' })} />
      )}
    </form>
  );
}
