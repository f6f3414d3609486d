import { MessageCircle } from 'lucide-react';
import type { MessageButtonProps } from '@/client/components/message-button';
import { Button } from '@/client/components/ui/button';
import { useOpenConversation } from './use-open-conversation';

/** Opens the conversation about an item or a rental in the inbox (contact owner, "Message" on rental rows). */
export function OpenConversationButton({
  target,
  label,
  disabled,
  variant = 'outline',
  size = 'sm',
  ...rest
}: MessageButtonProps) {
  const { open, isPending } = useOpenConversation();
  return (
    <Button
      variant={variant}
      size={size}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      onClick={() => open(target)}
      {...rest}
    >
      <MessageCircle className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );
}
