import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { LoginRequiredCard } from '@/client/components/ui/login-required-card';
import { useUser } from '@/client/lib/session';
import { localizedPath } from '@/client/lib/paths';

/**
 * The admin screens' door (spec 02 §2): 'Login Required' for a visitor, 'Access Denied' for a user without the admin
 * role, the screen for an admin. The role only hides the screens: every admin call is refused by the server (403).
 */
export function AdminGate({ title, deniedText, children }: { title: string; deniedText: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { user, isLoading } = useUser();
  const { pathname } = useLocation();
  if (isLoading && !user) return <p className="p-8 text-center text-gray-700">{t('common.loading')}</p>;
  if (!user)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
        <h1 className="mb-6 text-center text-3xl font-bold tracking-tight">{title}</h1>
        <LoginRequiredCard
          returnTo={pathname}
          title={t('admin.loginRequired.title')}
          description={t('admin.loginRequired.description')}
        />
      </div>
    );
  if (user.role !== 'admin')
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
        <Card className="mx-auto w-full max-w-md text-center" data-testid="admin-access-denied">
          <CardHeader className="items-center">
            <ShieldAlert className="h-10 w-10 text-red-700" aria-hidden />
            <h1 className="text-2xl font-semibold">{t('admin.accessDenied.title')}</h1>
            <p className="sr-only">{title}</p>
            <CardDescription>{deniedText}</CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Button asChild>
              <Link to={localizedPath('home', i18n.language)}>{t('admin.accessDenied.home')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  return <>{children}</>;
}

/** A titled card of the dashboard. */
export function AdminSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    // min-w-0: a long e-mail in a grid cell must truncate, not widen the page.
    <Card aria-labelledby={`${id}-title`} role="region" className="min-w-0">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-lg">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
