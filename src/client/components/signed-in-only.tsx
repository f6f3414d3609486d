import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useLocation } from 'react-router';
import type { PrivateUser } from '@/shared/schemas/users';
import { useUser } from '@/client/lib/session';
import { cn } from '@/client/lib/cn';
import { localizedPath } from '@/client/lib/paths';
import { LoginRequiredCard } from './ui/login-required-card';

export interface SignedInOnlyProps {
  /** The page title (h1) above the login-required card, and above the page itself when `framed`. */
  title: string;
  /** Why the page needs a session, on the login-required card. */
  description: string;
  /**
   * The signed-in page goes into the same frame, under the title. Otherwise the children bring their own frame
   * and title, and the visitor sees the title centred above the card.
   */
  framed?: boolean;
  /** Classes added to (or replacing, e.g. `max-w-4xl`) the frame's container. */
  className?: string;
  /** Adds ?returnTo=<this path> to the login link so that the visitor comes back here after logging in. */
  returnHere?: boolean;
  /** The page for a signed-in user. */
  children: (user: PrivateUser) => ReactNode;
}

/**
 * A page that needs a session: "loading" while the session is being checked, the login-required card (login and
 * register links) for a visitor, and the page itself for a signed-in user.
 */
export function SignedInOnly({
  title,
  description,
  framed = false,
  className,
  returnHere = true,
  children,
}: SignedInOnlyProps) {
  const { t, i18n } = useTranslation();
  const { user, isLoading } = useUser();
  const { pathname } = useLocation();
  if (isLoading && !user) return <p className="p-8 text-center text-gray-700">{t('common.loading')}</p>;
  if (user && !framed) return children(user);
  return (
    <div className={cn('mx-auto w-full max-w-3xl px-4 py-8 sm:py-12', className)}>
      <h1 className={cn('text-3xl font-bold tracking-tight', !framed && 'text-center')}>{title}</h1>
      {user ? (
        children(user)
      ) : (
        <div className="mt-6">
          <LoginRequiredCard
            returnTo={returnHere ? pathname : undefined}
            registerPath={localizedPath('register', i18n.language)}
            description={description}
          />
        </div>
      )}
    </div>
  );
}
