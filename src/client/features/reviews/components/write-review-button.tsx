import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_TIME_ZONE } from '@/shared/domain/dates';
import type { ReviewType } from '@/shared/domain/reviews';
import { ReviewForm } from '@/client/features/reviews/components/review-form';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import type { PublicUser } from '@/shared/schemas/users';
import { useReviewEligibility } from '@/client/features/reviews/api/get-review-eligibility';

const DEADLINE = new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

interface Props {
  itemId: number;
  itemName: string;
  /** The owner's public profile (the page reads it for the owner card too); null or undefined: "the owner". */
  owner: PublicUser | null | undefined;
  viewerId: number;
}

/**
 * The item page's "write a review" for a signed-in viewer: with a completed rental of this item still to review it
 * opens the review form in a dialog (one form per type left: the item, its owner); otherwise it stays disabled and
 * says why, in the words of the server's reason.
 */
export function WriteReviewButton({ itemId, itemName, owner, viewerId }: Props) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [written, setWritten] = useState<ReviewType[]>([]);
  const { data, isPending, isError } = useReviewEligibility(itemId, viewerId);
  // As reviews show people: first name and the last name's initial.
  const ownerName = owner?.firstName
    ? `${owner.firstName}${owner.lastName ? ` ${owner.lastName.slice(0, 1)}.` : ''}`
    : t('reviews.theOwner');

  if (!data?.canReview || data.rentalId === null) {
    const reason = isError ? t('reviews.eligibilityError') : data?.reason ? t(`reviews.locked.${data.reason}`) : null;
    return (
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <Button
          variant="outline"
          disabled
          aria-busy={isPending || undefined}
          aria-describedby={reason ? reasonId : undefined}
        >
          <MessageSquare className="h-4 w-4" aria-hidden />
          {t('reviews.write')}
        </Button>
        {reason && (
          <p id={reasonId} className="max-w-xs text-xs text-gray-600 sm:text-right">
            {reason}
          </p>
        )}
      </div>
    );
  }

  const rentalId = data.rentalId;
  const types = data.remainingTypes.filter((type) => !written.includes(type));
  const onWritten = (type: ReviewType) => {
    const next = [...written, type];
    setWritten(next);
    if (data.remainingTypes.every((r) => next.includes(r))) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <MessageSquare className="h-4 w-4" aria-hidden />
          {t('reviews.write')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('reviews.dialog.title')}</DialogTitle>
          <DialogDescription>
            {data.deadline
              ? t('reviews.dialog.descriptionBy', { deadline: DEADLINE.format(new Date(data.deadline)) })
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
