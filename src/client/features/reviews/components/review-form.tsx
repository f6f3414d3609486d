import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import type { z } from 'zod';
import { REVIEW_COMMENT_MAX, type ReviewType } from '@/shared/domain/reviews';
import { createReviewSchema, type Review } from '@/shared/schemas/reviews';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useCreateReview } from '@/client/features/reviews/api/create-review';
import { StarRatingInput } from './star-rating-input';

/** The fields a person fills in; the rental and the type come from where the form is shown. */
const formSchema = createReviewSchema.pick({ rating: true, comment: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
/** The rating stays unset until a star is chosen; the schema then says 'a rating must be chosen'. */
type FormValues = Omit<FormInput, 'rating'> & { rating: number | undefined };

const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, FormOutput>;
const FIELDS = ['rating', 'comment'] as const;

interface Props {
  rentalId: number;
  reviewType: ReviewType;
  /** Whom or what the review is about, for the labels ("the item", "Marta K."). */
  subject: string;
  onWritten?: (review: Review) => void;
  className?: string;
}

/**
 * One review (spec 01 §5: a rating must be chosen and a comment added), checked here with the shared schema and again
 * by the server; used on the reviews page and in the item page's dialog.
 */
export function ReviewForm({ rentalId, reviewType, subject, onWritten, className }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateReview();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: { rating: undefined, comment: '' },
  });
  const { errors } = form.formState;
  const comment = useWatch({ control: form.control, name: 'comment' });

  // mutateAsync, not mutate's callbacks: the refetch after a review removes this form (nothing left to write), and
  // callbacks given to mutate() never run once their component has unmounted.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const review = await create.mutateAsync({ rentalId, reviewType, ...values });
      toast({
        title: t('reviews.form.sentTitle'),
        description: t(review.published ? 'reviews.form.sentPublished' : 'reviews.form.sentBlind'),
      });
      onWritten?.(review);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
      toast({
        variant: 'destructive',
        title: t('reviews.form.failed'),
        description: errorMessage(error, t('reviews.form.failedText')),
      });
    }
  });

  const commentId = `${id}-comment`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t(`reviews.form.title.${reviewType}`, { subject })}
      data-testid={`review-form-${reviewType}`}
      className={cn('flex flex-col gap-4', className)}
    >
      <div>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={`${id}-rating`}
              legend={t(`reviews.form.ratingLegend.${reviewType}`, { subject })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.rating)}
              errorId={`${id}-rating-error`}
            />
          )}
        />
        <FieldError id={`${id}-rating-error`} message={errors.rating?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={commentId}>{t('reviews.form.comment')}</Label>
        <Textarea
          id={commentId}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t(`reviews.form.placeholder.${reviewType}`)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${commentId}-count${errors.comment ? ` ${commentId}-error` : ''}`}
          {...form.register('comment')}
        />
        <p id={`${commentId}-count`} className="text-right text-xs text-gray-600">
          {t('reviews.form.counter', { length: comment.length, max: REVIEW_COMMENT_MAX })}
        </p>
        <FieldError id={`${commentId}-error`} message={errors.comment?.message} />
      </div>
      <Button type="submit" className="self-start" disabled={create.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {create.isPending ? t('reviews.form.sending') : t('reviews.form.submit')}
      </Button>
    </form>
  );
}
