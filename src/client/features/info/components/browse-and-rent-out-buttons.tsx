import { ArrowRight, Plus } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { localizedPath } from '@/client/lib/paths';
import { Button } from '@/client/components/ui/button';

/** The two calls to action of the information pages: browse items, or create a listing (/rent-out). */
export function BrowseAndRentOutButtons({ browseLabel, rentOutLabel }: { browseLabel: string; rentOutLabel: string }) {
  const { i18n } = useTranslation();
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Button asChild size="lg">
        <Link to={localizedPath('browse', i18n.language)}>
          {browseLabel}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={localizedPath('rentOut', i18n.language)}>
          <Plus className="h-4 w-4" aria-hidden />
          {rentOutLabel}
        </Link>
      </Button>
    </div>
  );
}
