import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CITIES, districtsOf, NO_DISTRICT } from '@/shared/constants/locations';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import type { ListingFormApi } from './listing-form-values';

/** City (Warszawa by default) and a district of that city or 'none'; changing the city clears the district. */
export function LocationFields({ form }: { form: ListingFormApi }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const city = useWatch({ control: form.control, name: 'location' });
  const districts = districtsOf(city);
  const cityField = form.register('location', { onChange: () => form.setValue('district', NO_DISTRICT) });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="listing-city" label={t('listing.city')} error={errors.location?.message} className="content-start">
        <NativeSelect {...fieldAria('listing-city', errors.location?.message)} autoComplete="address-level2" {...cityField}>
          {CITIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="listing-district"
        className="content-start"
        label={t('listing.district')}
        error={errors.district?.message}
        hint={districts.length === 0 ? <p className="text-xs text-gray-700">{t('listing.noDistricts', { city })}</p> : undefined}
      >
        <NativeSelect {...fieldAria('listing-district', errors.district?.message)} {...form.register('district')}>
          <option value={NO_DISTRICT}>{t('listing.districtNone')}</option>
          {districts.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
