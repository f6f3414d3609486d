import { zodResolver } from '@hookform/resolvers/zod';
import { Reply } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import type { z } from 'zod';
import { REVIEW_REPLY_MAX } from '@/shared/domain/reviews';
import { reviewReplySchema } from '@/shared/schemas/reviews';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useReplyToReview } from '@/client/features/reviews/api/reply-to-review';

type ReplyValues = z.input<typeof reviewReplySchema>;

/** The reviewed person's one public answer: a button that opens the form, which closes once the reply is sent. */
export function ReplyForm({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const reply = useReplyToReview();
  const form = useForm<ReplyValues, unknown, z.output<typeof reviewReplySchema>>({
    resolver: zodResolver(reviewReplySchema),
    defaultValues: { reply: '' },
  });
  const error = form.formState.errors.reply?.message;

  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Reply className="h-4 w-4" aria-hidden />
        {t('reviewsPage.reply.open')}
      </Button>
    );
  }
  // The reply replaces this form once the list is read again: mutateAsync still gets the answer after unmounting.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reply.mutateAsync({ id: reviewId, reply: values.reply });
      toast({ title: t('reviewsPage.reply.sent') });
    } catch (err) {
      applyServerFieldErrors(err, ['reply'], form.setError);
      toast({
        variant: 'destructive',
        title: t('reviewsPage.reply.failed'),
        description: errorMessage(err, t('reviewsPage.reply.failedText')),
      });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-2">
      <FormField id={`${id}-reply`} label={t('reviewsPage.reply.label')} error={error}>
        <Textarea
          {...fieldAria(`${id}-reply`, error)}
          rows={3}
          maxLength={REVIEW_REPLY_MAX}
          placeholder={t('reviewsPage.reply.placeholder')}
          {...form.register('reply')}
        />
      </FormField>
      <p className="text-xs text-gray-600">{t('reviewsPage.reply.once')}</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {t('reviewsPage.reply.submit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
