import { PlusCircle } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateItem } from '@/shared/schemas/items';
import { PhotosField } from '../../../components/photos/photos-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { itemPath } from '../../../lib/paths';
import { useListingPhotos } from '../../../lib/photos/use-listing-photos';
import { useCreateItem } from '../api/create-item';
import { BasicFields } from './basic-fields';
import { EMPTY_LISTING_FORM, listingResolver, type ListingFormValues } from './listing-form-values';
import { LocationFields } from './location-fields';
import { PriceFields } from './price-fields';
import { applyListingServerErrors } from './server-field-errors';
import { TermsFields } from './terms-fields';
import { useLoginRequiredToast } from './use-login-required';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-5 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The listing form (spec 01 §2, §5): the shared schema checks it here and again on the server. */
export function ListingForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateItem();
  const loginRequired = useLoginRequiredToast();
  const form = useForm<ListingFormValues, unknown, CreateItem>({ resolver: listingResolver, defaultValues: EMPTY_LISTING_FORM });
  const photos = useListingPhotos((urls) => form.setValue('imageUrls', urls, { shouldValidate: form.formState.isSubmitted }), loginRequired);

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (item) => {
        toast({ title: t('listing.created'), description: t('listing.createdText', { name: item.name }) });
        void navigate(itemPath(item.id, i18n.language));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return loginRequired();
        applyListingServerErrors(error, form.setError);
        toast({ variant: 'destructive', title: t('listing.createError'), description: errorMessage(error, t('listing.createErrorText')) });
      },
    }),
  );

  // Photos still on their way are not in imageUrls yet: wait for them rather than report a missing photo.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!photos.isBusy) return submit(e);
    e.preventDefault();
    toast({ title: t('listing.photos.waitTitle'), description: t('listing.photos.waitText') });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('listing.formLabel')} className="grid gap-6">
      <Section id="listing-basics" title={t('listing.sections.basics')}>
        <BasicFields form={form} />
      </Section>
      <Section id="listing-pricing" title={t('listing.sections.pricing')}>
        <PriceFields form={form} />
      </Section>
      <Section id="listing-location" title={t('listing.sections.location')}>
        <LocationFields form={form} />
      </Section>
      <Section id="listing-photos" title={t('listing.sections.photos')}>
        <PhotosField photos={photos} error={form.formState.errors.imageUrls?.message} onLoginRequired={loginRequired} />
      </Section>
      <Section id="listing-terms" title={t('listing.sections.terms')}>
        <TermsFields form={form} />
      </Section>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-end" disabled={create.isPending}>
        <PlusCircle className="h-5 w-5" aria-hidden />
        {create.isPending ? t('listing.submitting') : t('listing.submit')}
      </Button>
    </form>
  );
}
