import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/client/components/ui/toaster';
import { TooltipProvider } from '@/client/components/ui/tooltip';
import { MessageButtonContext, type MessageButtonProps } from '@/client/components/message-button';
import { OpenConversationButton } from '@/client/features/messages/components/message-button';

/** The messages feature's button, shown by the item page and the rental screens (components/message-button.tsx). */
const messageButton = (props: MessageButtonProps) => <OpenConversationButton {...props} />;

/** The data client as the spec's: no retries, no refetch on focus. One per page load, and one per server render. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  return (
    <QueryClientProvider client={client}>
      <MessageButtonContext value={messageButton}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </MessageButtonContext>
    </QueryClientProvider>
  );
}
