import { Inbox, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { localizedPath, MY_RENTALS_TABS, type MyRentalsTab } from '@/client/lib/paths';
import { useIncomingRentals } from '@/client/features/rentals/api/get-incoming-rentals';
import { useMyRentals } from '@/client/features/rentals/api/get-my-rentals';
import { RentalRowList } from './rental-row-list';

type Query = { data: unknown[] | undefined };

function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-10 text-center">
      <Inbox className="h-10 w-10 text-brand-700" aria-hidden />
      <p className="text-gray-700">{text}</p>
      {children}
    </div>
  );
}

const isTab = (value: string | null): value is MyRentalsTab => MY_RENTALS_TABS.some((tab) => tab === value);

/**
 * The dashboard's two tabs (spec 02 §2): requests for my items, and the things I rent from others. The open tab is
 * the address's `?tab=` (a link, such as the payment-success page's, can open the renter's), kept there on a switch.
 */
export function MyRentalsTabs({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const open = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const incoming = useIncomingRentals(userId);
  const rented = useMyRentals(userId);
  const count = (q: Query) => (q.data ? ` (${q.data.length})` : '');
  return (
    <Tabs value={isTab(tab) ? tab : 'incoming'} onValueChange={open} className="flex min-w-0 flex-col">
      <TabsList aria-label={t('owner.rentals.tabsLabel')}>
        <TabsTrigger value="incoming" className="whitespace-normal">
          {t('owner.rentals.incomingTab')}
          {count(incoming)}
        </TabsTrigger>
        <TabsTrigger value="rented" className="whitespace-normal">
          {t('owner.rentals.rentedTab')}
          {count(rented)}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="incoming">
        <RentalRowList
          query={incoming}
          side="incoming"
          label={t('owner.rentals.incomingTab')}
          empty={<EmptyState text={t('owner.rentals.incomingEmpty')} />}
        />
      </TabsContent>
      <TabsContent value="rented">
        <RentalRowList
          query={rented}
          side="rented"
          label={t('owner.rentals.rentedTab')}
          empty={
            <EmptyState text={t('owner.rentals.rentedEmpty')}>
              <Button asChild>
                <Link to={localizedPath('browse', i18n.language)}>
                  <Search className="h-4 w-4" aria-hidden />
                  {t('owner.rentals.browse')}
                </Link>
              </Button>
            </EmptyState>
          }
        />
      </TabsContent>
    </Tabs>
  );
}
