import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { lazyDateFormat, MARKET_TIME_ZONE } from '@/shared/domain/dates';
import type { ReviewType } from '@/shared/domain/reviews';
import { ReviewForm } from '@/client/features/reviews/components/review-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';

const DEADLINE = lazyDateFormat({
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

interface Props {
  /** The button that opens it (write-review-button.tsx). */
  trigger: ReactNode;
  /** Opened at once: the stand-in button was pressed before this code had loaded. */
  defaultOpen: boolean;
  /** The stand-in button had the focus: this trigger, which replaces it, takes it over. */
  focusTrigger: boolean;
  rentalId: number;
  /** What is left to review, from the eligibility call. */
  remainingTypes: ReviewType[];
  deadline: string | null;
  itemName: string;
  ownerName: string;
}

/**
 * The review dialog (one form per type left: the item, its owner), with Radix's dialog and the form's code
 * (react-hook-form, the shared zod schema) loaded apart from the item page's first paint by write-review-button.tsx.
 */
export default function WriteReviewDialog({
  trigger,
  defaultOpen,
  focusTrigger,
  rentalId,
  remainingTypes,
  deadline,
  itemName,
  ownerName,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const [written, setWritten] = useState<ReviewType[]>([]);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
    // Only when it replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const types = remainingTypes.filter((type) => !written.includes(type));
  const onWritten = (type: ReviewType) => {
    const next = [...written, type];
    setWritten(next);
    if (remainingTypes.every((r) => next.includes(r))) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild ref={triggerRef}>
        {trigger}
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('reviews.dialog.title')}</DialogTitle>
          <DialogDescription>
            {deadline
              ? t('reviews.dialog.descriptionBy', { deadline: DEADLINE().format(new Date(deadline)) })
              : t('reviews.dialog.description')}
          </DialogDescription>
        </DialogHeader>
        {types.map((type) => {
          const subject = type === 'item' ? itemName : ownerName;
          return (
            <section key={type} className="flex flex-col gap-3 border-t border-gray-200 pt-4">
              <h3 className="font-medium text-gray-900">{t(`reviews.form.title.${type}`, { subject })}</h3>
              <ReviewForm rentalId={rentalId} reviewType={type} subject={subject} onWritten={() => onWritten(type)} />
            </section>
          );
        })}
      </DialogContent>
    </Dialog>
  );
}
