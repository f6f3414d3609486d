import { useTranslation } from '@/client/i18n/use-translation';
import { LISTING_LIMITS } from '@/shared/constants/listing';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';
import { categoryText } from '@/client/lib/category-text';
import { useCategories } from '@/client/features/items/api/get-categories';
import type { EditorLook } from './editor-look';
import type { ListingFormApi } from './listing-form-values';

function CategoryField({ form }: { form: ListingFormApi }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const error = form.formState.errors.categoryId?.message;
  return (
    <FormField id="listing-category" label={t('listing.category')} error={error}>
      <NativeSelect {...fieldAria('listing-category', error)} {...form.register('categoryId')}>
        <option value="">{categories.isPending ? t('common.loading') : t('listing.categoryPlaceholder')}</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {categoryText(t, category).name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Name and description (both required); on creation with placeholders, and the category (1-7, translated names). */
export function BasicFields({ form, look }: { form: ListingFormApi; look: EditorLook }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const creating = look.mode === 'create';
  const [nameId, descriptionId] = [look.id('name'), look.id('description')];
  return (
    <>
      <FormField id={nameId} label={t(look.label('name'))} error={errors.name?.message}>
        <Input
          {...fieldAria(nameId, errors.name?.message)}
          maxLength={LISTING_LIMITS.nameMax}
          placeholder={creating ? t('listing.namePlaceholder') : undefined}
          {...form.register('name')}
        />
      </FormField>
      <FormField id={descriptionId} label={t(look.label('description'))} error={errors.description?.message}>
        <Textarea
          {...fieldAria(descriptionId, errors.description?.message)}
          rows={5}
          maxLength={LISTING_LIMITS.descriptionMax}
          placeholder={creating ? t('listing.descriptionPlaceholder') : undefined}
          {...form.register('description')}
        />
      </FormField>
      {creating && <CategoryField form={form} />}
    </>
  );
}
