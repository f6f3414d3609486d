import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { loginBackHerePath } from './listing-paths';

/** The session ran out while the form was open: say so (spec 01 §8 'login required') and offer the way back in. */
export function useLoginRequiredToast() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return () =>
    toast({
      variant: 'destructive',
      title: t('loginRequired.title'),
      description: t('rentOut.sessionExpired'),
      action: { label: t('loginRequired.login'), onClick: () => void navigate(loginBackHerePath(i18n.language)) },
    });
}
