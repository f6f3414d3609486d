import { LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { localizedPath } from '@/client/lib/paths';
import { ACCOUNT_LINKS } from './account-links';
import { UnreadBadge, UnreadDot } from './unread-badge';
import { UserAvatar } from './user-avatar';
import { userDisplayName, userInitials } from './user-initials';

/** The signed-in user's avatar and its menu (spec 02 §2). */
interface UserMenuProps {
  user: PrivateUser;
  unread: number;
  /** What waits for the user: the rentals entry's count. */
  toDo: number;
  onLogout: () => void;
}

export function UserMenu({ user, unread, toDo, onLogout }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const name = userDisplayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="user-menu-trigger"
      >
        <UserAvatar initials={userInitials(user)} />
        <UnreadDot count={unread} />
        <span className="sr-only">{t('nav.accountMenu', { name })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-medium text-gray-900">{name}</span>
          <span className="block truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map(({ route, label, icon: Icon, badge }) => (
          <DropdownMenuItem key={route} asChild>
            <Link to={localizedPath(route, i18n.language)}>
              <Icon className="h-4 w-4" aria-hidden />
              {t(label)}
              {badge && <UnreadBadge count={badge === 'toDo' ? toDo : unread} kind={badge} className="ml-auto" />}
            </Link>
          </DropdownMenuItem>
        ))}
        {/* Admins only (spec 02 §2); the server refuses the admin calls to anyone else. Mirrored in mobile-menu.tsx. */}
        {user.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to={localizedPath('admin', i18n.language)}>
              <ShieldCheck className="h-4 w-4" aria-hidden />
              {t('admin.nav')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut className="h-4 w-4" aria-hidden />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
