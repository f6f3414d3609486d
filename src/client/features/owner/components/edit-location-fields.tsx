import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NO_DISTRICT } from '@/shared/constants/locations';
import { CityOptions, DistrictOptions } from '../../../components/location-options';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import type { ListingEditForm } from './listing-edit-form-api';

/** City and a district of that city or none; changing the city clears the district. */
export function EditLocationFields({ form }: { form: ListingEditForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const city = useWatch({ control: form.control, name: 'location' });
  const cityField = form.register('location', { onChange: () => form.setValue('district', NO_DISTRICT) });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="edit-city" label={t('owner.fields.location')} error={errors.location?.message} className="content-start">
        <NativeSelect {...fieldAria('edit-city', errors.location?.message)} {...cityField}>
          <CityOptions />
        </NativeSelect>
      </FormField>
      <FormField id="edit-district" label={t('owner.fields.district')} error={errors.district?.message} className="content-start">
        <NativeSelect {...fieldAria('edit-district', errors.district?.message)} {...form.register('district')}>
          <DistrictOptions city={city} noneLabel={t('owner.fields.districtNone')} />
        </NativeSelect>
      </FormField>
    </div>
  );
}
