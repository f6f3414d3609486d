import { useEffect } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { lastPage } from '@/shared/schemas/pagination';
import { RENTALS_PAGE_SIZE, type RentalCounts } from '@/shared/schemas/rentals';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useRentalCounts } from '@/client/features/rentals/api/get-rental-counts';
import { useRentalsPage } from '@/client/features/rentals/api/get-rentals-page';
import type { RentalDirection } from '@/client/features/rentals/api/keys';
import { RentalList } from '@/client/features/rentals/components/rental-list';
import { TabCount } from '@/client/features/rentals/components/tab-count';

/** A positive page number from the URL, 1 otherwise. */
const pageParam = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

/** One tab: its page of rentals (?page=N in the URL, so a reload keeps it), moved back when the list shrank under it. */
function RentalTab({
  direction,
  page,
  onPage,
}: {
  direction: RentalDirection;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = useRentalsPage(direction, page);
  const total = query.data?.total;
  useEffect(() => {
    if (total !== undefined && page > lastPage(total, RENTALS_PAGE_SIZE)) onPage(lastPage(total, RENTALS_PAGE_SIZE));
  }, [total, page, onPage]);
  return <RentalList query={query} direction={direction} page={page} onPage={onPage} />;
}

/** The tab with something to do (issue 19 §2): requests to answer or returns to confirm are incoming, payments mine. */
function tabToDo(counts: RentalCounts | undefined): RentalDirection {
  if (!counts) return 'incoming';
  const { respond, pay, confirmReturn } = counts.toDo;
  return respond + confirmReturn === 0 && pay > 0 ? 'outgoing' : 'incoming';
}

function RentalTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const counts = useRentalCounts();
  const asked = params.get('tab');
  // ?tab= is kept; without it the page opens where something waits, once the counts say where.
  const tab: RentalDirection | null =
    asked === 'outgoing' || asked === 'incoming' ? asked : counts.isPending ? null : tabToDo(counts.data);
  const page = pageParam(params.get('page'));
  const showPage = (p: number) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  if (tab === null) return <p className="py-8 text-center text-gray-600">{t('common.loading')}</p>;
  return (
    <>
      <p className="mt-2 text-gray-700">{t('rentals.subtitle')}</p>
      <Tabs
        value={tab}
        // Another tab starts on its first page.
        onValueChange={(v) => setParams({ tab: v }, { replace: true })}
        className="mt-6 flex flex-col"
      >
        <TabsList>
          <TabsTrigger value="incoming">
            {t('rentals.tabs.incoming')}
            <TabCount count={counts.data?.incoming.pending} />
          </TabsTrigger>
          <TabsTrigger value="outgoing">{t('rentals.tabs.outgoing')}</TabsTrigger>
        </TabsList>
        <TabsContent value="incoming">
          {tab === 'incoming' && <RentalTab direction="incoming" page={page} onPage={showPage} />}
        </TabsContent>
        <TabsContent value="outgoing">
          {tab === 'outgoing' && <RentalTab direction="outgoing" page={page} onPage={showPage} />}
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * Rental requests (spec 02 §2): incoming requests for my items and my own requests, a page at a time, with the
 * count of requests to answer from the server; ?tab=incoming|outgoing opens a tab, ?page=N a
 * later page; without ?tab the page opens on the tab where something waits.
 */
export default function RentalsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      framed
      className="max-w-4xl"
      title={t('rentals.title')}
      description={t('rentals.loginRequiredDescription')}
    >
      {() => <RentalTabs />}
    </SignedInOnly>
  );
}
