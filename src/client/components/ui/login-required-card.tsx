import { LogIn } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { loginLink } from '@/client/lib/return-to';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface LoginRequiredCardProps {
  /** Added to the login link as ?returnTo= so that the login page can send the user back. */
  returnTo?: string;
  /** Shows a second link to create an account. */
  registerPath?: string;
  title?: string;
  description?: string;
}

/** For pages that need a signed-in user: says so and offers the way in. */
export function LoginRequiredCard({ returnTo, registerPath, title, description }: LoginRequiredCardProps) {
  const { t, i18n } = useTranslation();
  const loginHref = loginLink(i18n.language, returnTo);
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="items-center">
        <LogIn className="h-10 w-10 text-brand-700" aria-hidden />
        <CardTitle>{title ?? t('loginRequired.title')}</CardTitle>
        <CardDescription>{description ?? t('loginRequired.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to={loginHref}>{t('loginRequired.login')}</Link>
        </Button>
        {registerPath && (
          <Button asChild variant="outline">
            <Link to={registerPath}>{t('loginRequired.register')}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
