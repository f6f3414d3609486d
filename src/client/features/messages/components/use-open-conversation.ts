import { useTranslation } from '@/client/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { StartConversationInput } from '@/shared/schemas/messages';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { loginLink } from '@/client/lib/return-to';
import { useUser } from '@/client/lib/session';
import { useStartConversation } from '../api/start-conversation';
import { conversationPath } from '../utils/conversation-path';

/**
 * Starts (or reopens) a conversation and goes to it in the inbox. Logged out: the 'Login required' toast and the login
 * page, which brings the user back here (spec 01 §2, §8); a refusal: 'Failed to start conversation' with the server's
 * reason.
 */
export function useOpenConversation() {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const start = useStartConversation();

  const toLogin = () => {
    toast({
      variant: 'destructive',
      title: t('chat.loginRequired.title'),
      description: t('chat.loginRequired.description'),
    });
    void navigate(loginLink(i18n.language, pathname + search));
  };

  const open = (target: StartConversationInput) => {
    if (!user) return toLogin();
    start.mutate(target, {
      onSuccess: (conversation) => void navigate(conversationPath(conversation.id, i18n.language)),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401) return toLogin();
        toast({
          variant: 'destructive',
          title: t('chat.startFailed.title'),
          description: errorMessage(err, t('chat.startFailed.description')),
        });
      },
    });
  };

  return { open, isPending: start.isPending };
}
