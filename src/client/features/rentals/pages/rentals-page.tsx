import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignedInOnly } from '../../../components/signed-in-only';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useIncomingRentals } from '../api/get-incoming-rentals';
import { useOutgoingRentals } from '../api/get-outgoing-rentals';
import { RentalList } from '../components/rental-list';
import { TabCount } from '../components/tab-count';

type Tab = 'incoming' | 'outgoing';

function RentalTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'outgoing' ? 'outgoing' : 'incoming';
  const incoming = useIncomingRentals(true);
  const outgoing = useOutgoingRentals(true);
  return (
    <>
      <p className="mt-2 text-gray-700">{t('rentals.subtitle')}</p>
      <Tabs
        value={tab}
        onValueChange={(v) => setParams(v === 'outgoing' ? { tab: v } : {}, { replace: true })}
        className="mt-6 flex flex-col"
      >
        <TabsList>
          <TabsTrigger value="incoming">
            {t('rentals.tabs.incoming')}
            <TabCount count={incoming.data?.filter((r) => r.status === 'pending').length} />
          </TabsTrigger>
          <TabsTrigger value="outgoing">{t('rentals.tabs.outgoing')}</TabsTrigger>
        </TabsList>
        <TabsContent value="incoming">
          <RentalList query={incoming} direction="incoming" />
        </TabsContent>
        <TabsContent value="outgoing">
          <RentalList query={outgoing} direction="outgoing" />
        </TabsContent>
      </Tabs>
    </>
  );
}

/** Rental requests (spec 02 §2): incoming requests for my items and my own requests; ?tab=outgoing opens the second. */
export default function RentalsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly framed className="max-w-4xl" title={t('rentals.title')} description={t('rentals.loginRequiredDescription')}>
      {() => <RentalTabs />}
    </SignedInOnly>
  );
}
