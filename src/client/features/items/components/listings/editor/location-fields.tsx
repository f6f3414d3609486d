import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { districtsOf, NO_DISTRICT } from '@/shared/constants/locations';
import { CityOptions, DistrictOptions } from '@/client/components/location-options';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { NativeSelect } from '@/client/components/ui/native-select';
import type { EditorLook } from './editor-look';
import type { ListingFormApi } from './listing-form-values';

/** City (Warszawa by default) and a district of that city or 'none'; changing the city clears the district. */
export function LocationFields({ form, look }: { form: ListingFormApi; look: EditorLook }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const creating = look.mode === 'create';
  const city = useWatch({ control: form.control, name: 'location' });
  const districts = districtsOf(city);
  const cityField = form.register('location', { onChange: () => form.setValue('district', NO_DISTRICT) });
  const [cityId, districtId] = [look.id('city'), look.id('district')];
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id={cityId}
        label={t(look.label('location'))}
        error={errors.location?.message}
        className="content-start"
      >
        <NativeSelect
          {...fieldAria(cityId, errors.location?.message)}
          autoComplete={creating ? 'address-level2' : undefined}
          {...cityField}
        >
          <CityOptions />
        </NativeSelect>
      </FormField>
      <FormField
        id={districtId}
        className="content-start"
        label={t(look.label('district'))}
        error={errors.district?.message}
        hint={
          creating && districts.length === 0 ? (
            <p className="text-xs text-gray-700">{t('listing.noDistricts', { city })}</p>
          ) : undefined
        }
      >
        <NativeSelect {...fieldAria(districtId, errors.district?.message)} {...form.register('district')}>
          <DistrictOptions city={city} noneLabel={t(look.label('districtNone'))} />
        </NativeSelect>
      </FormField>
    </div>
  );
}
