import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button, type ButtonProps } from './button';

export interface ConfirmDialogProps {
  /** The trigger button's icon (decorative: the label or `triggerProps['aria-label']` names the button). */
  icon: LucideIcon;
  /** The trigger button's visible content next to the icon. */
  label: ReactNode;
  /** The trigger button's look and accessible name: variant, size, className, aria-label. */
  triggerProps?: Omit<ButtonProps, 'asChild' | 'children' | 'disabled' | 'onClick'>;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Runs after the confirming click (the dialog closes at once); a returned promise is not awaited here. */
  onConfirm: () => void | Promise<void>;
  /** Disables the trigger while the action (or another one on the same thing) is under way. */
  pending?: boolean;
  /** More to read before confirming, under the description (mounted only while the dialog is open). */
  children?: ReactNode;
}

/** A button that asks first: an alert dialog with a title, a description, Cancel and a destructive confirming button. */
export function ConfirmDialog({
  icon: Icon,
  label,
  triggerProps,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button {...triggerProps} disabled={pending}>
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => void onConfirm()}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
