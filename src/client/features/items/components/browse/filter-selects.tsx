import { useTranslation } from '@/client/i18n/use-translation';
import type { Category } from '@/shared/schemas/categories';
import { CITIES, districtsOf, NO_DISTRICT } from '@/shared/constants/locations';
import { SEARCH_SORTS } from '@/shared/constants/search';
import { Label } from '@/client/components/ui/label';
import { CityOptions, DistrictOptions } from '@/client/components/location-options';
import { NativeSelect } from '@/client/components/ui/native-select';
import { categoryText } from '@/client/lib/category-text';
import type { BrowseFilters } from '@/client/features/items/utils/browse-params';
import { InstantFilter } from './instant-filter';

export type SelectFilters = Pick<BrowseFilters, 'categoryId' | 'location' | 'district' | 'sort' | 'instant'>;

interface Props {
  /** Prefix of the selects' ids: the bar and the phone sheet show the same four selects side by side in the DOM. */
  idPrefix: string;
  values: SelectFilters;
  categories: Category[] | undefined;
  /** One changed choice; a new city comes with the district cleared. */
  onChange: (change: Partial<SelectFilters>) => void;
}

/**
 * Category, city, district and sort, and the instant booking switch: the browse bar on wide screens and the filter
 * sheet on phones.
 */
export function FilterSelects({ idPrefix, values, categories, onChange }: Props) {
  const { t } = useTranslation();
  const districts = districtsOf(values.location);
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-category`}>{t('browse.filters.category')}</Label>
        <NativeSelect
          id={`${idPrefix}-category`}
          value={values.categoryId ?? ''}
          onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('browse.filters.anyCategory')}</option>
          {categories?.map((c) => (
            <option key={c.id} value={c.id}>
              {categoryText(t, c).name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-city`}>{t('browse.filters.city')}</Label>
        <NativeSelect
          id={`${idPrefix}-city`}
          value={values.location}
          onChange={(e) => onChange({ location: e.target.value, district: '' })}
        >
          <option value="">{t('browse.filters.anyCity')}</option>
          {/* A city from a link that is not in the list still shows as chosen. */}
          {values.location && !(CITIES as readonly string[]).includes(values.location) && (
            <option value={values.location}>{values.location}</option>
          )}
          <CityOptions />
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-district`}>{t('browse.filters.district')}</Label>
        <NativeSelect
          id={`${idPrefix}-district`}
          value={values.district || NO_DISTRICT}
          disabled={districts.length === 0 && !values.district}
          onChange={(e) => onChange({ district: e.target.value === NO_DISTRICT ? '' : e.target.value })}
        >
          <DistrictOptions city={values.location} noneLabel={t('browse.filters.noDistrict')} keep={values.district} />
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-sort`}>{t('browse.filters.sort')}</Label>
        <NativeSelect
          id={`${idPrefix}-sort`}
          value={values.sort}
          onChange={(e) => onChange({ sort: e.target.value as BrowseFilters['sort'] })}
        >
          <option value="">{t('browse.filters.sortDefault')}</option>
          {SEARCH_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`browse.filters.sortOptions.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <InstantFilter
        id={`${idPrefix}-instant`}
        checked={values.instant}
        onChange={(instant) => onChange({ instant })}
      />
    </>
  );
}
