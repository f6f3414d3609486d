import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { districtsOf, NO_DISTRICT } from '@/shared/constants/locations';
import { CityOptions, DistrictOptions } from '../../../components/location-options';
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
<CityOptions />
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
          <DistrictOptions city={city} noneLabel={t('listing.districtNone')} />
        </NativeSelect>
      </FormField>
    </div>
  );
}
