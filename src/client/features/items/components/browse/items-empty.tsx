import { PackageSearch } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/** The two empty states of spec 01 §2 Browse: 'no items in category' with a category, else 'no items available'. */
export function ItemsEmpty({ inCategory }: { inCategory: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-12 text-center">
      <PackageSearch className="h-10 w-10 text-gray-500" aria-hidden />
      <p className="font-medium text-gray-900">
        {inCategory ? t('browse.noItemsInCategory') : t('browse.noItemsAvailable')}
      </p>
      <p className="text-sm text-gray-600">
        {inCategory ? t('browse.noItemsInCategoryHint') : t('browse.noItemsAvailableHint')}
      </p>
    </div>
  );
}
