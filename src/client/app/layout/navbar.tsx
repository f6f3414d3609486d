import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useLocation } from 'react-router';
import { useUser } from '@/client/lib/session';
import { useLoadedAfterPaint } from '@/client/lib/use-loaded-after-paint';
import { useInboxUnreadCount } from './use-inbox-unread-count';
import { AuthButtons } from './auth-buttons';
import { BrandLink } from './brand-link';
import { CreateListingButton } from './create-listing-button';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { NavLinkList } from './nav-link-list';
import { UnreadDot } from './unread-badge';
import { UserAvatar } from './user-avatar';
import { userInitials } from './user-initials';
import { useLogoutAction } from './use-logout-action';
import { useToDoCount } from './use-to-do-count';

// The account menu (Radix's dropdown with its positioning code) is loaded after the first paint: a visitor never
// opens it; for a signed-in user the avatar stands in for its trigger meanwhile (issue 22 §3).
const loadUserMenu = () => import('./user-menu');

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The navigation bar (spec 02 §2). From md the links sit in the bar on a second row, under the brand and the
 * actions: the bar is as wide as the content (max-w-6xl), where one row would not hold them all in Polish;
 * below md they move into a collapsible menu behind a hamburger button.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useUser();
  const logout = useLogoutAction();
  const unread = useInboxUnreadCount(user !== null);
  const toDo = useToDoCount(user !== null);
  const userMenu = useLoadedAfterPaint(user ? loadUserMenu : null);
  // The menu remembers where it was opened: any navigation (links, back button) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = () => setOpenAt(null);

  return (
    <header
      className="sticky top-0 z-40 border-b border-gray-200 bg-white"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) close();
      }}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <BrandLink onNavigate={close} />
        <nav aria-label={t('nav.mainNavigation')} className="order-last hidden w-full md:block">
          <NavLinkList variant="bar" />
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <CreateListingButton />
          <LanguageSwitcher />
          {user ? (
            userMenu ? (
              <userMenu.UserMenu user={user} unread={unread} toDo={toDo} onLogout={logout.run} />
            ) : (
              // The menu's trigger as it looks (a button is inline-block), so nothing moves when the menu arrives.
              <span className="relative inline-block rounded-full">
                <UserAvatar initials={userInitials(user)} />
                <UnreadDot count={unread} />
              </span>
            )
          ) : (
            <AuthButtons />
          )}
        </div>
        <button
          type="button"
          className="relative ml-auto inline-flex h-10 w-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={t('nav.menu')}
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          {open ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          {/* At the screen's edge: the count stays inside the button's corner (an icon, no initials to cover). */}
          {!open && <UnreadDot count={unread} className="top-0 right-0 left-auto" />}
        </button>
      </div>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={open}
        user={user}
        unread={unread}
        toDo={toDo}
        onNavigate={close}
        onLogout={() => {
          close();
          logout.run();
        }}
      />
    </header>
  );
}
