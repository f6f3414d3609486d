import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/shared/schemas/categories';
import { CITIES, districtsOf, NO_DISTRICT } from '@/shared/constants/locations';
import { SEARCH_SORTS } from '@/shared/schemas/search';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { CityOptions, DistrictOptions } from '../../../components/location-options';
import { NativeSelect } from '../../../components/ui/native-select';
import { categoryText } from '../../../lib/categories';
import { withFilter, type BrowseFilters } from '../utils/browse-params';

type SheetFilters = Pick<BrowseFilters, 'categoryId' | 'location' | 'district' | 'sort'>;

const pick = (f: BrowseFilters): SheetFilters => ({ categoryId: f.categoryId, location: f.location, district: f.district, sort: f.sort });
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
  const districts = districtsOf(draft.location);
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
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sheet-category">{t('browse.filters.category')}</Label>
            <NativeSelect id="sheet-category" value={draft.categoryId ?? ''} onChange={(e) => setDraft({ ...draft, categoryId: e.target.value ? Number(e.target.value) : null })}>
              <option value="">{t('browse.filters.anyCategory')}</option>
              {categories?.map((c) => (
                <option key={c.id} value={c.id}>
                  {categoryText(t, c).name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sheet-city">{t('browse.filters.city')}</Label>
            <NativeSelect id="sheet-city" value={draft.location} onChange={(e) => setDraft({ ...draft, location: e.target.value, district: '' })}>
              <option value="">{t('browse.filters.anyCity')}</option>
              {draft.location && !(CITIES as readonly string[]).includes(draft.location) && <option value={draft.location}>{draft.location}</option>}
              <CityOptions />
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sheet-district">{t('browse.filters.district')}</Label>
            <NativeSelect
              id="sheet-district"
              value={draft.district || NO_DISTRICT}
              disabled={districts.length === 0 && !draft.district}
              onChange={(e) => setDraft({ ...draft, district: e.target.value === NO_DISTRICT ? '' : e.target.value })}
            >
              <DistrictOptions city={draft.location} noneLabel={t('browse.filters.noDistrict')} keep={draft.district} />
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sheet-sort">{t('browse.filters.sort')}</Label>
            <NativeSelect id="sheet-sort" value={draft.sort} onChange={(e) => setDraft({ ...draft, sort: e.target.value as BrowseFilters['sort'] })}>
              <option value="">{t('browse.filters.sortDefault')}</option>
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`browse.filters.sortOptions.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
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
