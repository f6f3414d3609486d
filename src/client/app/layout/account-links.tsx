import { Inbox, Package, Sparkles, Star, User as UserIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { RouteName } from '@/client/lib/paths';

/** The account entries of the user menu and the mobile menu, in the spec's order (spec 02 §2). */
export const ACCOUNT_LINKS = [
  { route: 'profile', label: 'nav.profile', icon: UserIcon, badge: false },
  { route: 'myItems', label: 'nav.myItems', icon: Package, badge: false },
  { route: 'reviews', label: 'nav.reviews', icon: Star, badge: false },
  { route: 'recommendations', label: 'nav.recommendations', icon: Sparkles, badge: false },
  { route: 'inbox', label: 'nav.inbox', icon: Inbox, badge: true },
] as const satisfies readonly { route: RouteName; label: string; icon: LucideIcon; badge: boolean }[];
