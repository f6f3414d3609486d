import { useTranslation } from '@/client/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { loginLink, RETURN_TO_RENT_OUT } from '@/client/lib/return-to';
import type { EditorMode } from './editor-look';

/**
 * The session ran out while the editor was open (an upload or the save answered 401): say so (spec 01 §8 'login
 * required') and offer the way back in, to the listing form ('rent-out') or to this listing's page.
 */
export function useLoginRequiredToast(mode: EditorMode) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const creating = mode === 'create';
  return () =>
    toast({
      variant: 'destructive',
      title: t('loginRequired.title'),
      description: t(creating ? 'rentOut.sessionExpired' : 'loginRequired.description'),
      action: {
        label: t('loginRequired.login'),
        onClick: () => void navigate(loginLink(i18n.language, creating ? RETURN_TO_RENT_OUT : pathname)),
      },
    });
}
