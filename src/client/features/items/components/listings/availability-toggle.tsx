import { useTranslation } from '@/client/i18n/use-translation';
import type { Item } from '@/shared/schemas/items';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { useUpdateItem } from '@/client/features/items/api/update-item';

/** Takes the listing off the market or back on at once (PUT with `available` only). */
export function AvailabilityToggle({ item }: { item: Item }) {
  const { t } = useTranslation();
  const update = useUpdateItem(item.id);
  const on = update.isPending && update.variables.available !== undefined ? update.variables.available : item.available;
  const toggle = () =>
    update.mutate(
      { available: !item.available },
      {
        onSuccess: (saved) =>
          toast({
            title: t('owner.toast.itemUpdated'),
            description: t(saved.available ? 'owner.toast.nowAvailable' : 'owner.toast.nowUnavailable', {
              name: saved.name,
            }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('owner.toast.itemUpdateFailed'),
            description: errorMessage(error, t('owner.toast.itemUpdateFailedText')),
          }),
      },
    );
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <div className="grid gap-0.5 text-sm">
        <span id="availability-label" className="font-semibold text-gray-900">
          {t('owner.fields.available')}
        </span>
        <span id="availability-hint" className="text-gray-700">
          {t(on ? 'owner.manage.availableOn' : 'owner.manage.availableOff')}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="availability-label"
        aria-describedby="availability-hint"
        disabled={update.isPending}
        onClick={toggle}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
          on ? 'bg-brand-700' : 'bg-gray-500',
        )}
      >
        <span
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
