import { FileText } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { rentalPath } from '@/client/lib/paths';

/** "Booking details" on a rental's card or row: its booking page, where both parties see all of it. */
export function RentalDetailsLink({ rentalId, itemName }: { rentalId: number; itemName: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={rentalPath(rentalId, i18n.language)} data-testid="rental-details-link">
        <FileText className="h-4 w-4" aria-hidden />
        {t('rentalPage.detailsLink')}
        <span className="sr-only">: {itemName}</span>
      </Link>
    </Button>
  );
}
