import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useUser } from '@/client/lib/session';
import { readReturnTo } from '@/client/lib/return-to';

/**
 * Where a user who opens the login or register page while already signed in should go instead (returnTo, checked
 * as after a login, else home), or null to show the form. Decided once, when the server has said who is signed in:
 * someone who signs in through the form itself is sent on by the form, not by this.
 */
export function useSignedInRedirect(): string | null {
  const { user, isLoading } = useUser();
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const [openedSignedIn, setOpenedSignedIn] = useState<boolean | null>(null);
  if (!isLoading && openedSignedIn === null) setOpenedSignedIn(user !== null);
  return openedSignedIn ? readReturnTo(params, i18n.language) : null;
}
