import { PlusCircle } from 'lucide-react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import type { Item } from '@/shared/schemas/items';
import { PhotosField } from '@/client/features/items/components/listings/photos/photos-field';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useListingPhotos } from '@/client/features/items/components/listings/photos/use-listing-photos';
import { BasicFields } from './basic-fields';
import { editorLook } from './editor-look';
import { EditorSection } from './editor-section';
import {
  createListingResolver,
  editListingResolver,
  EMPTY_LISTING_FORM,
  listingFormValuesOf,
  type ListingFormOutput,
  type ListingFormValues,
} from './listing-form-values';
import { LocationFields } from './location-fields';
import { PriceFields } from './price-fields';
import { TermsFields } from './terms-fields';
import { useListingSubmit } from './use-listing-submit';
import { useLoginRequiredToast } from './use-login-required';

type Props = { item?: undefined; onDone?: undefined } | { item: Item; onDone: () => void };

const SECTIONS = ['basics', 'pricing', 'location', 'photos', 'terms'] as const;

/**
 * The listing editor: without an item the create form (spec 01 §2, §5), with one the edit mode of the management page
 * (spec 02 §2, §5). The shared schemas check it here (createItemSchema, updateItemSchema) and again on the server.
 */
export function ListingEditor({ item, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const look = editorLook(item ? 'edit' : 'create');
  const loginRequired = useLoginRequiredToast(look.mode);
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: item ? editListingResolver : createListingResolver,
    defaultValues: item ? listingFormValuesOf(item, i18n.language) : EMPTY_LISTING_FORM,
  });
  const photos = useListingPhotos(
    (urls) => form.setValue('imageUrls', urls, { shouldValidate: form.formState.isSubmitted, shouldDirty: true }),
    loginRequired,
    item?.imageUrls,
  );
  const { save, isPending } = useListingSubmit(form, { item, onDone, onLoginRequired: loginRequired });

  const submit = form.handleSubmit(save, (invalid) => {
    // The edit screen's message when a required field is emptied: all fields are required (spec 02 §5).
    if (
      item &&
      (['name', 'description', 'pricePerDay'] as const).some(
        (name) => invalid[name]?.message === 'validation.allFieldsRequired',
      )
    ) {
      toast({ variant: 'destructive', title: t('common.error'), description: t('validation.allFieldsRequired') });
    }
  });

  // Photos still on their way are not in imageUrls yet: wait for them rather than save without them.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!photos.isBusy) return submit(e);
    e.preventDefault();
    toast({ title: t('listing.photos.waitTitle'), description: t('listing.photos.waitText') });
  };

  const fields = {
    basics: <BasicFields form={form} look={look} />,
    pricing: <PriceFields form={form} look={look} />,
    location: <LocationFields form={form} look={look} />,
    photos: (
      <PhotosField photos={photos} error={form.formState.errors.imageUrls?.message} onLoginRequired={loginRequired} />
    ),
    terms: <TermsFields form={form} look={look} />,
  };
  const sections = SECTIONS.map((name) => (
    <EditorSection key={name} id={look.id(name)} title={t(`${look.label('sections')}.${name}`)} level={item ? 3 : 2}>
      {fields[name]}
    </EditorSection>
  ));

  if (!item) {
    return (
      <form onSubmit={onSubmit} noValidate aria-label={t('listing.formLabel')} className="grid gap-6">
        {sections}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-end" disabled={isPending}>
          <PlusCircle className="h-5 w-5" aria-hidden />
          {isPending ? t('listing.submitting') : t('listing.submit')}
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-title" className="grid gap-6">
      <h2 id="edit-title" className="text-xl font-semibold">
        {t('owner.manage.editTitle')}
      </h2>
      {sections}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('owner.manage.saving') : t('owner.manage.save')}
        </Button>
      </div>
    </form>
  );
}
