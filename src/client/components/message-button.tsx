import { MessageCircle } from 'lucide-react';
import type { StartConversationInput } from '@/shared/schemas/messages';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { useOpenConversation } from '@/client/lib/use-open-conversation';

interface MessageButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild'> {
  /** `{ itemId }` (contact the owner) or `{ rentalId }` (the other party of a rental). */
  target: StartConversationInput;
  label: string;
}

/** Opens the conversation about an item or a rental in the inbox (contact owner, "Message" on rental rows). */
export function MessageButton({
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
