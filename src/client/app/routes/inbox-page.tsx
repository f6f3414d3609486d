import { useTranslation } from '@/client/i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useUnreadMessagesCount } from '@/client/features/messages/api/get-unread-messages-count';
import { useUnreadCount } from '@/client/features/notifications/api/get-unread-count';
import { unreadBadgeText } from '@/client/lib/unread-badge';
import { NotificationsPanel } from '@/client/features/notifications/components/notifications-panel';
import { MessagesPanel } from '@/client/features/messages/components/messages-panel';

type Tab = 'notifications' | 'messages';

/** The Messages tab opens first on the /messages and /wiadomosci aliases, with ?tab=messages, or with a conversation. */
function currentTab(pathname: string, params: URLSearchParams): Tab {
  const tab = params.get('tab');
  if (tab === 'messages' || tab === 'notifications') return tab;
  if (params.has('conversation')) return 'messages';
  return /^\/(messages|wiadomosci)\/?$/.test(pathname) ? 'messages' : 'notifications';
}

function conversationParam(params: URLSearchParams): number | null {
  const raw = params.get('conversation');
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** A tab's unread count, beside its name. */
function TabCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white">
      {unreadBadgeText(count)}
    </span>
  );
}

function InboxTabs({ user }: { user: PrivateUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = currentTab(pathname, params);
  const unreadNotifications = useUnreadCount(true);
  const unreadMessages = useUnreadMessagesCount(true);
  const conversationHref = (id: number | null) =>
    `?${new URLSearchParams(id === null ? { tab: 'messages' } : { tab: 'messages', conversation: String(id) }).toString()}`;
  return (
    <Tabs value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })} className="mt-6 flex flex-col">
      <TabsList>
        <TabsTrigger value="notifications">
          {t('inbox.tabs.notifications')}
          <TabCount count={unreadNotifications} />
        </TabsTrigger>
        <TabsTrigger value="messages">
          {t('inbox.tabs.messages')}
          <TabCount count={unreadMessages} />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="notifications">
        <NotificationsPanel />
      </TabsContent>
      <TabsContent value="messages">
        <MessagesPanel
          myId={user.id}
          openId={conversationParam(params)}
          hrefOf={conversationHref}
          onBack={() => setParams({ tab: 'messages' })}
        />
      </TabsContent>
    </Tabs>
  );
}

/**
 * Inbox (spec 02 §2): Notifications and Messages tabs; logged out, the login-required card. It shows the inbox and the
 * messages features side by side, so it is composed here, in app/.
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const wide = currentTab(pathname, params) === 'messages';
  return (
    <SignedInOnly
      framed
      title={t('inbox.title')}
      description={t('inbox.loginRequiredDescription')}
      className={wide ? 'max-w-6xl' : undefined}
    >
      {(user) => <InboxTabs user={user} />}
    </SignedInOnly>
  );
}
