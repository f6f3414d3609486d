import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useLogout } from '@/client/features/auth/api/logout';

/**
 * Logout from the navbar: on success go home and say goodbye. Used by the always-mounted navbar so the
 * callbacks still run after the user menu disappears with the user.
 */
export function useLogoutAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return {
    pending: logout.isPending,
    run: () =>
      logout.mutate(undefined, {
        onSuccess: () => {
          void navigate('/');
          toast({ title: t('nav.logoutSuccessTitle'), description: t('nav.logoutSuccessText') });
        },
        onError: (error) => {
          void navigate('/');
          toast({
            variant: 'destructive',
            title: t('nav.logoutFailed'),
            description: errorMessage(error, t('common.requestFailed')),
          });
        },
      }),
  };
}
