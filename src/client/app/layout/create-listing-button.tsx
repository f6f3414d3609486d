import { Plus } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';

/** "Create Listing": to the rent-out screen (spec 02 §2). */
export function CreateListingButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Button asChild size="sm" className={className}>
      <Link to={localizedPath('rentOut', i18n.language)} onClick={onNavigate}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('nav.createListing')}
      </Link>
    </Button>
  );
}
