import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { CONTACT_SUBJECTS } from '@/shared/constants/contact';
import type { ContactInput } from '@/shared/schemas/contact';
import { Button } from '@/client/components/ui/button';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { useSendContactMessage } from '@/client/features/contact/api/send-contact-message';
import { contactResolver, EMPTY_CONTACT_FORM, type ContactFormValues } from './contact-form-values';
import { ContactTextInput } from './contact-text-input';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The contact form (spec 01 §2): the shared schema checks it here and again on the server. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  // The last message sent: its reference number stays on the screen after the toast is gone.
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: contactResolver,
    defaultValues: EMPTY_CONTACT_FORM,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (receipt) => {
        toast({ title: t('contact.successTitle'), description: receipt.message || t('contact.successText') });
        setSent({ reference: receipt.reference, email: values.email });
        form.reset(EMPTY_CONTACT_FORM);
      },
      onError: (error) => {
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast({
          variant: 'destructive',
          title: t('contact.messageError'),
          description: errorMessage(error, t('contact.messageErrorText')),
        });
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-heading"
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold text-gray-900">
        {t('contact.formTitle')}
      </h2>
      <div role="status" data-testid="contact-sent">
        {sent && (
          <div className="mt-4 flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-gray-900">
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <p className="font-semibold">{t('contact.successTitle')}</p>
              <p>{t('contact.successText')}</p>
              <p className="mt-1">
                {t('contact.referenceLabel')}{' '}
                <strong className="font-mono" data-testid="contact-reference">
                  {sent.reference}
                </strong>
              </p>
              <p className="mt-1 break-words text-gray-700">
                {t('contact.acknowledgementSent', { email: sent.email })}
              </p>
            </div>
          </div>
        )}
      </div>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <ContactTextInput name="name" autoComplete="name" form={form} />
        <ContactTextInput name="email" type="email" autoComplete="email" form={form} />
        <FormField
          id="contact-subject"
          label={t('contact.subject')}
          error={errors.subject?.message}
          className="sm:col-span-2"
        >
          <NativeSelect {...fieldAria('contact-subject', errors.subject?.message)} {...form.register('subject')}>
            <option value="">{t('contact.subjectPlaceholder')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.subjects.${subject}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="contact-message"
          label={t('contact.message')}
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <Textarea
            {...fieldAria('contact-message', errors.message?.message)}
            rows={6}
            placeholder={t('contact.messagePlaceholder')}
            {...form.register('message')}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
