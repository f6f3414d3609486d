import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { Item } from '@/shared/schemas/items';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { DangerZone } from '@/client/components/ui/danger-zone';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { useDeleteItem } from '@/client/features/items/api/delete-item';

/**
 * The danger zone (spec 02 §2): delete after a confirmation, then the dashboard. A listing with a confirmed or
 * ongoing rental is refused by the server (409 ITEM_HAS_ACTIVE_RENTALS): its message says what to do.
 */
export function DeleteListingSection({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteItem(item.id);

  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (e) {
      toast({
        variant: 'destructive',
        title: t('owner.toast.itemDeleteFailed'),
        description: errorMessage(e, t('owner.toast.itemDeleteFailedText')),
      });
      return;
    }
    void navigate(localizedPath('myItems', i18n.language));
    toast({ title: t('owner.toast.itemDeleted'), description: t('owner.toast.itemDeletedText', { name: item.name }) });
  };

  return (
    <DangerZone title={t('owner.manage.dangerZone')} description={t('owner.manage.dangerZoneText')}>
      <ConfirmDialog
        icon={Trash2}
        label={t('owner.manage.delete')}
        triggerProps={{ variant: 'destructive', className: 'mt-4' }}
        pending={remove.isPending}
        title={t('owner.manage.deleteConfirmTitle')}
        description={t('owner.manage.deleteConfirmText', { name: item.name })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('owner.manage.deleteConfirm')}
        onConfirm={confirm}
      />
    </DangerZone>
  );
}
