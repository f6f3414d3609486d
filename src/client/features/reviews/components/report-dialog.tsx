import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import type { z } from 'zod';
import { REVIEW_REPORT_REASON_MAX } from '@/shared/domain/reviews';
import { reviewReportSchema } from '@/shared/schemas/reviews';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useReportReview } from '@/client/features/reviews/api/report-review';

type ReportValues = z.input<typeof reviewReportSchema>;

/**
 * Reporting a review about me: a reason, then the report waits for an admin and the action reads "reported". The
 * list does not say whether I reported a review before, so a 409 (already reported) also ends as "reported".
 */
export function ReportDialog({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const report = useReportReview();
  const form = useForm<ReportValues, unknown, z.output<typeof reviewReportSchema>>({
    resolver: zodResolver(reviewReportSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;

  if (reported) {
    return (
      <p className="flex items-center gap-1.5 px-3 text-sm text-gray-600" data-testid="review-reported">
        <Flag className="h-4 w-4" aria-hidden />
        {t('reviewsPage.report.reported')}
      </p>
    );
  }
  const done = () => {
    setReported(true);
    setOpen(false);
  };
  const onSubmit = form.handleSubmit((values) =>
    report.mutate(
      { id: reviewId, reason: values.reason },
      {
        onSuccess: () => {
          toast({ title: t('reviewsPage.report.sent'), description: t('reviewsPage.report.sentText') });
          done();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'REVIEW_ALREADY_REPORTED') return done();
          toast({
            variant: 'destructive',
            title: t('reviewsPage.report.failed'),
            description: errorMessage(err, t('reviewsPage.report.failedText')),
          });
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag className="h-4 w-4" aria-hidden />
          {t('reviewsPage.report.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('reviewsPage.report.title')}</DialogTitle>
            <DialogDescription>{t('reviewsPage.report.description')}</DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-reason`} label={t('reviewsPage.report.reason')} error={error}>
            <Textarea
              {...fieldAria(`${id}-reason`, error)}
              rows={4}
              maxLength={REVIEW_REPORT_REASON_MAX}
              {...form.register('reason')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {t('reviewsPage.report.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
