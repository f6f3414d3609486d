import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { categoryText, useCategories } from '../../../lib/categories';
import { LISTING_LIMITS } from '@/shared/constants/listing';
import type { ListingFormApi } from './listing-form-values';

/** Name, description and category (1-7, translated names). */
export function BasicFields({ form }: { form: ListingFormApi }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const { errors } = form.formState;
  return (
    <>
      <FormField id="listing-name" label={t('listing.name')} error={errors.name?.message}>
        <Input {...fieldAria('listing-name', errors.name?.message)} maxLength={LISTING_LIMITS.nameMax} placeholder={t('listing.namePlaceholder')} {...form.register('name')} />
      </FormField>
      <FormField id="listing-description" label={t('listing.description')} error={errors.description?.message}>
        <Textarea
          {...fieldAria('listing-description', errors.description?.message)}
          rows={5}
          maxLength={LISTING_LIMITS.descriptionMax}
          placeholder={t('listing.descriptionPlaceholder')}
          {...form.register('description')}
        />
      </FormField>
      <FormField id="listing-category" label={t('listing.category')} error={errors.categoryId?.message}>
        <NativeSelect {...fieldAria('listing-category', errors.categoryId?.message)} {...form.register('categoryId')}>
          <option value="">{categories.isPending ? t('common.loading') : t('listing.categoryPlaceholder')}</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {categoryText(t, category).name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
