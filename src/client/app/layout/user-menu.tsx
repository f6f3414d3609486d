import { LogOut, User as UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { localizedPath } from '../../lib/paths';
import { UserAvatar } from './user-avatar';
import { userDisplayName, userInitials } from './user-initials';

/** The signed-in user's avatar and its menu (spec 02 §2). */
export function UserMenu({ user, onLogout }: { user: PrivateUser; onLogout: () => void }) {
  const { t, i18n } = useTranslation();
  const name = userDisplayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="user-menu-trigger"
      >
        <UserAvatar initials={userInitials(user)} />
        <span className="sr-only">{t('nav.accountMenu', { name })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-medium text-gray-900">{name}</span>
          <span className="block truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={localizedPath('profile', i18n.language)}>
            <UserIcon className="h-4 w-4" aria-hidden />
            {t('nav.profile')}
          </Link>
        </DropdownMenuItem>
        {/*
          Later issues add here, in this order (spec 02 §2): My items (/my-items), Inbox with the unread badge
          capped at UNREAD_BADGE_CAP ("99+"), and Admin Dashboard (/admin) only when user.role === 'admin'.
          Mirror them in mobile-menu.tsx.
        */}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut className="h-4 w-4" aria-hidden />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
