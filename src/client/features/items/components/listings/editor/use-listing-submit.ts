import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { CreateItem, Item } from '@/shared/schemas/items';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { itemPath } from '@/client/lib/paths';
import { useCreateItem } from '@/client/features/items/api/create-item';
import { useUpdateItem } from '@/client/features/items/api/update-item';
import { LISTING_FIELDS, type ListingFormApi, type ListingFormOutput } from './listing-form-values';

/**
 * Saves the editor's checked values: creation (POST, then the new item's page) or an edit (PUT, then back to the
 * view). The server's field messages go under the fields, a refused photo's (imageUrls.2) under the photos.
 */
export function useListingSubmit(
  form: ListingFormApi,
  { item, onDone, onLoginRequired }: { item?: Item; onDone?: () => void; onLoginRequired: () => void },
) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateItem();
  const update = useUpdateItem(item?.id ?? 0);

  const failed = (error: unknown, title: string, text: string) => {
    applyServerFieldErrors(error, LISTING_FIELDS, form.setError);
    toast({ variant: 'destructive', title: t(title), description: errorMessage(error, t(text)) });
  };

  // The resolver is createItemSchema without an item and updateItemSchema with one: the values are of that kind.
  const save = (values: ListingFormOutput) =>
    item
      ? update.mutate(values, {
          onSuccess: (saved) => {
            toast({
              title: t('owner.toast.itemUpdated'),
              description: t('owner.toast.itemUpdatedText', { name: saved.name }),
            });
            onDone?.();
          },
          onError: (error) => failed(error, 'owner.toast.itemUpdateFailed', 'owner.toast.itemUpdateFailedText'),
        })
      : create.mutate(values as CreateItem, {
          onSuccess: (created) => {
            toast({ title: t('listing.created'), description: t('listing.createdText', { name: created.name }) });
            void navigate(itemPath(created.id, i18n.language));
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 401) return onLoginRequired();
            failed(error, 'listing.createError', 'listing.createErrorText');
          },
        });

  return { save, isPending: item ? update.isPending : create.isPending };
}
