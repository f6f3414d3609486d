import { createContext, use, type ReactNode } from 'react';
import type { StartConversationInput } from '@/shared/schemas/messages';
import type { ButtonProps } from '@/client/components/ui/button';

export interface MessageButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild'> {
  /** `{ itemId }` (contact the owner) or `{ rentalId }` (the other party of a rental). */
  target: StartConversationInput;
  label: string;
}

/**
 * The button that opens a conversation belongs to the messages feature (its call, its inbox path), but the item page
 * and the rental screens show it, and features do not import each other: app/providers.tsx puts the messages
 * feature's button here (as a render function), and those screens render this stand-in. Without a provider it renders nothing.
 */
export const MessageButtonContext = createContext<(props: MessageButtonProps) => ReactNode>(() => null);

export function MessageButton(props: MessageButtonProps) {
  return use(MessageButtonContext)(props);
}
