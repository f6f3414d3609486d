import {
  BarChart3,
  BellRing,
  CalendarCheck,
  Heart,
  Inbox,
  Package,
  Sparkles,
  Star,
  User as UserIcon,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { RouteName } from '@/client/lib/paths';

/** Which count an entry shows: the unread notifications, or what waits for the user (issue 19 §2). */
export type AccountBadge = 'unread' | 'toDo' | null;

/** The account entries of the user menu and the mobile menu, in the spec's order (spec 02 §2), with the rentals. */
export const ACCOUNT_LINKS = [
  { route: 'profile', label: 'nav.profile', icon: UserIcon, badge: null },
  { route: 'myItems', label: 'nav.myItems', icon: Package, badge: null },
  { route: 'rentals', label: 'nav.rentals', icon: CalendarCheck, badge: 'toDo' },
  { route: 'earnings', label: 'nav.earnings', icon: BarChart3, badge: null },
  { route: 'payouts', label: 'nav.payouts', icon: Wallet, badge: null },
  { route: 'reviews', label: 'nav.reviews', icon: Star, badge: null },
  { route: 'recommendations', label: 'nav.recommendations', icon: Sparkles, badge: null },
  // The items and searches a user keeps (issue 26 §5).
  { route: 'favourites', label: 'nav.favourites', icon: Heart, badge: null },
  { route: 'savedSearches', label: 'nav.savedSearches', icon: BellRing, badge: null },
  { route: 'inbox', label: 'nav.inbox', icon: Inbox, badge: 'unread' },
] as const satisfies readonly { route: RouteName; label: string; icon: LucideIcon; badge: AccountBadge }[];
