import { LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';
import { ACCOUNT_LINKS } from './account-links';
import { AuthButtons } from './auth-buttons';
import { CreateListingButton } from './create-listing-button';
import { LanguageSwitcher } from './language-switcher';
import { NavLinkList } from './nav-link-list';
import { UnreadBadge } from './unread-badge';
import { UserAvatar } from './user-avatar';
import { userDisplayName, userInitials } from './user-initials';

interface MobileMenuProps {
  id: string;
  open: boolean;
  user: PrivateUser | null;
  unread: number;
  /** What waits for the user: the rentals entry's count. */
  toDo: number;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The collapsible menu below md: the same links and actions as the bar. Kept in the DOM (hidden) so aria-controls always points at it. */
export function MobileMenu({ id, open, user, unread, toDo, onNavigate, onLogout }: MobileMenuProps) {
  const { t, i18n } = useTranslation();
  return (
    <div
      id={id}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white px-4 pt-2 pb-4 md:hidden"
    >
      <nav aria-label={t('nav.mobileNavigation')}>
        <NavLinkList variant="stacked" onNavigate={onNavigate} />
      </nav>
      <div className="mt-3 flex flex-col gap-3 border-t border-gray-200 pt-3">
        <CreateListingButton className="w-full" onNavigate={onNavigate} />
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-gray-700">{t('nav.language')}</span>
          <LanguageSwitcher />
        </div>
        {user ? (
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-3 py-2">
              <UserAvatar initials={userInitials(user)} />
              <div className="min-w-0">
                <p className="truncate font-medium">{userDisplayName(user)}</p>
                <p className="truncate text-sm text-gray-600">{user.email}</p>
              </div>
            </div>
            {ACCOUNT_LINKS.map(({ route, label, icon: Icon, badge }) => (
              <Button key={route} asChild variant="ghost" className="justify-start">
                <Link to={localizedPath(route, i18n.language)} onClick={onNavigate}>
                  <Icon className="h-4 w-4" aria-hidden />
                  {t(label)}
                  {badge && <UnreadBadge count={badge === 'toDo' ? toDo : unread} kind={badge} className="ml-auto" />}
                </Link>
              </Button>
            ))}
            {user.role === 'admin' && (
              <Button asChild variant="ghost" className="justify-start">
                <Link to={localizedPath('admin', i18n.language)} onClick={onNavigate}>
                  <ShieldCheck className="h-4 w-4" aria-hidden />
                  {t('admin.nav')}
                </Link>
              </Button>
            )}
            <Button variant="ghost" className="justify-start" onClick={onLogout}>
              <LogOut className="h-4 w-4" aria-hidden />
              {t('nav.logout')}
            </Button>
          </div>
        ) : (
          <AuthButtons className="[&>*]:flex-1" onNavigate={onNavigate} />
        )}
      </div>
    </div>
  );
}
