import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { MessagesPlaceholder } from '@/client/features/inbox/components/messages-placeholder';
import { NotificationsPanel } from '@/client/features/inbox/components/notifications-panel';

/** The Messages tab opens first on the /messages and /wiadomosci aliases (or with ?tab=messages). */
function initialTab(pathname: string, tab: string | null): 'notifications' | 'messages' {
  if (tab === 'messages' || tab === 'notifications') return tab;
  return /^\/(messages|wiadomosci)\/?$/.test(pathname) ? 'messages' : 'notifications';
}

function InboxTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = initialTab(pathname, params.get('tab'));
  return (
    <Tabs value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })} className="mt-6 flex flex-col">
      <TabsList>
        <TabsTrigger value="notifications">{t('inbox.tabs.notifications')}</TabsTrigger>
        <TabsTrigger value="messages">{t('inbox.tabs.messages')}</TabsTrigger>
      </TabsList>
      <TabsContent value="notifications">
        <NotificationsPanel />
      </TabsContent>
      <TabsContent value="messages">
        <MessagesPlaceholder />
      </TabsContent>
    </Tabs>
  );
}

/** Inbox (spec 02 §2): Notifications and Messages tabs; logged out, the login-required card. */
export default function InboxPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly framed title={t('inbox.title')} description={t('inbox.loginRequiredDescription')}>
      {() => <InboxTabs />}
    </SignedInOnly>
  );
}
