import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS } from '@/shared/constants/listing';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { ListingEditForm } from './listing-edit-form-api';

/** Name and description, both required. */
export function EditTextFields({ form }: { form: ListingEditForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const err = (name: 'name' | 'description') => errors[name]?.message;
  return (
    <>
      <FormField id="edit-name" label={t('owner.fields.name')} error={err('name')}>
        <Input {...fieldAria('edit-name', err('name'))} maxLength={LISTING_LIMITS.nameMax} {...form.register('name')} />
      </FormField>
      <FormField id="edit-description" label={t('owner.fields.description')} error={err('description')}>
        <Textarea {...fieldAria('edit-description', err('description'))} rows={5} maxLength={LISTING_LIMITS.descriptionMax} {...form.register('description')} />
      </FormField>
    </>
  );
}
