import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { localizedPath } from '@/client/lib/paths';

/** Login and Register, shown when logged out. */
export function AuthButtons({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button asChild variant="ghost" size="sm">
        <Link to={localizedPath('login', i18n.language)} onClick={onNavigate}>
          {t('nav.login')}
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={localizedPath('register', i18n.language)} onClick={onNavigate}>
          {t('nav.register')}
        </Link>
      </Button>
    </div>
  );
}
