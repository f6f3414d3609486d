import type { FormEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Item } from '@/shared/schemas/items';
import { PhotosField } from '../../../components/photos/photos-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { localizedPath } from '../../../lib/paths';
import { useListingPhotos } from '../../../lib/photos/use-listing-photos';
import type { UpdateItemInput } from '../api/update-item';
import { useUpdateItem } from '../api/update-item';
import { EditLocationFields } from './edit-location-fields';
import { EditMoneyFields } from './edit-money-fields';
import { EditTermsFields } from './edit-terms-fields';
import { EditTextFields } from './edit-text-fields';
import { listingEditResolver } from './listing-edit-form-api';
import { EDIT_FIELDS, editValuesOf, type ListingEditValues } from './listing-edit-values';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-5 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

const REQUIRED: (keyof ListingEditValues)[] = ['name', 'description', 'pricePerDay'];

/** The server names a refused photo by its place (imageUrls.2): its message goes under the photos. */
function photoServerError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.fields) return undefined;
  return Object.entries(error.fields).find(([path]) => path.startsWith('imageUrls.'))?.[1];
}

/** Edit mode (spec 02 §2, §5): PUT /api/items/{id}; the answer replaces the shown item. */
export function ListingEditForm({ item, onDone }: { item: Item; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateItem(item.id);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<ListingEditValues, unknown, UpdateItemInput>({ resolver: listingEditResolver, defaultValues: editValuesOf(item, i18n.language) });
  // The session ran out while editing: an upload is refused with 401; offer the way back in.
  const loginRequired = () =>
    toast({
      variant: 'destructive',
      title: t('loginRequired.title'),
      description: t('loginRequired.description'),
      action: { label: t('loginRequired.login'), onClick: () => void navigate(`${localizedPath('login', i18n.language)}?${new URLSearchParams({ returnTo: pathname }).toString()}`) },
    });
  const photos = useListingPhotos((urls) => form.setValue('imageUrls', urls, { shouldValidate: form.formState.isSubmitted, shouldDirty: true }), loginRequired, item.imageUrls);

  const submit = form.handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: (saved) => {
          toast({ title: t('owner.toast.itemUpdated'), description: t('owner.toast.itemUpdatedText', { name: saved.name }) });
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, EDIT_FIELDS, form.setError);
          const photoError = photoServerError(error);
          if (photoError) form.setError('imageUrls', { type: 'server', message: photoError });
          toast({ variant: 'destructive', title: t('owner.toast.itemUpdateFailed'), description: errorMessage(error, t('owner.toast.itemUpdateFailedText')) });
        },
      }),
    (invalid) => {
      // The spec's message when a required field is empty: all fields are required.
      if (REQUIRED.some((name) => invalid[name]?.message === 'validation.allFieldsRequired')) {
        toast({ variant: 'destructive', title: t('common.error'), description: t('validation.allFieldsRequired') });
      }
    },
  );

  // Photos still on their way are not in imageUrls yet: wait for them rather than save without them.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!photos.isBusy) return submit(e);
    e.preventDefault();
    toast({ title: t('listing.photos.waitTitle'), description: t('listing.photos.waitText') });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-title" className="grid gap-6">
      <h2 id="edit-title" className="text-xl font-semibold">
        {t('owner.manage.editTitle')}
      </h2>
      <Section id="edit-basics" title={t('owner.manage.sections.basics')}>
        <EditTextFields form={form} />
      </Section>
      <Section id="edit-pricing" title={t('owner.manage.sections.pricing')}>
        <EditMoneyFields form={form} />
      </Section>
      <Section id="edit-location" title={t('owner.manage.sections.location')}>
        <EditLocationFields form={form} />
      </Section>
      <Section id="edit-photos" title={t('owner.manage.sections.photos')}>
        <PhotosField photos={photos} error={form.formState.errors.imageUrls?.message} onLoginRequired={loginRequired} />
      </Section>
      <Section id="edit-terms" title={t('owner.manage.sections.terms')}>
        <EditTermsFields form={form} />
      </Section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('owner.manage.saving') : t('owner.manage.save')}
        </Button>
      </div>
    </form>
  );
}
