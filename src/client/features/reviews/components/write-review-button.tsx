import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import type { PublicUser } from '@/shared/schemas/users';
import { useReviewEligibility } from '@/client/features/reviews/api/get-review-eligibility';
import { useLoadedAfterPaint } from '@/client/lib/use-loaded-after-paint';

// The dialog and its form (Radix's dialog, react-hook-form, the shared zod schema) are not part of the item page's
// first paint: they load once the viewer may write a review, the same button standing in meanwhile (issue 22 §3).
const loadDialog = () => import('./write-review-dialog');

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
  // Pressed before the dialog's code arrived: it opens as soon as it has; focused: its trigger takes the focus.
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const dialog = useLoadedAfterPaint(loadDialog);
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

  if (!dialog) {
    return (
      <Button
        aria-haspopup="dialog"
        aria-expanded={pressed}
        onClick={() => setPressed(true)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <MessageSquare className="h-4 w-4" aria-hidden />
        {t('reviews.write')}
      </Button>
    );
  }
  return (
    <dialog.default
      trigger={
        <Button>
          <MessageSquare className="h-4 w-4" aria-hidden />
          {t('reviews.write')}
        </Button>
      }
      defaultOpen={pressed}
      focusTrigger={focused}
      rentalId={data.rentalId}
      remainingTypes={data.remainingTypes}
      deadline={data.deadline}
      itemName={itemName}
      ownerName={ownerName}
    />
  );
}
