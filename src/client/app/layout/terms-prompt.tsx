import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { LegalLink } from '@/client/components/legal-link';
import { useUser } from '@/client/lib/session';
import { useTranslation } from '@/client/i18n/use-translation';
import { errorMessage } from '@/client/lib/api-client';
import { useAcceptTerms } from '@/client/features/legal/api/accept-terms';
import { useLogoutAction } from './use-logout-action';

/**
 * The terms to accept (issue 27 §2), on the first screen of a user who has not accepted the current version: the
 * documents to read (in a new tab), accept, or log out. It cannot be closed otherwise.
 */
export default function TermsPrompt() {
  // An account made without accepting (the spec's payload) has never seen the terms: nothing was "updated" for it.
  const first = useUser().user?.termsAcceptedVersion == null;
  const { t } = useTranslation();
  const accept = useAcceptTerms();
  const logout = useLogoutAction();
  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(e) => e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(first ? 'legal.promptFirstTitle' : 'legal.promptTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t(first ? 'legal.promptFirstText' : 'legal.promptText')}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm text-gray-700">
          {t('register.acceptTermsBefore')}
          <LegalLink route="terms">{t('register.acceptTermsTerms')}</LegalLink>
          {t('register.acceptTermsAnd')}
          <LegalLink route="privacy">{t('register.acceptTermsPrivacy')}</LegalLink>
        </p>
        {accept.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(accept.error, t('common.requestFailed'))}
          </p>
        )}
        <AlertDialogFooter>
          <Button variant="outline" onClick={logout.run} disabled={logout.pending}>
            {t('legal.promptLogout')}
          </Button>
          <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
            {t('legal.promptAccept')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
