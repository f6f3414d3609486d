import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate } from 'react-router';
import { DEFAULT_PHONE_PREFIX_VALUE } from '@/shared/constants/phone';
import { registerFormSchema } from '@/shared/schemas/auth';
import { localizedPath } from '@/client/lib/paths';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { usernameFromEmail, useRegister } from '@/client/features/auth/api/register';
import { EmailField } from '@/client/components/form-fields/email-field';
import { NameFields } from '@/client/components/form-fields/name-fields';
import { NewPasswordFields } from '@/client/components/form-fields/new-password-fields';
import { LegalLink } from '@/client/components/legal-link';
import { FieldError } from '@/client/components/ui/field-error';
import { FormField } from '@/client/components/ui/form-field';
import { PhonePrefixField } from './phone-prefix-field';
import { applyServerFieldErrors } from '@/client/lib/form-errors';

const FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'mobileNumber',
  'acceptedTerms',
] as const;

export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const registerUser = useRegister();
  const { register, handleSubmit, setError, control, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      mobileNumber: DEFAULT_PHONE_PREFIX_VALUE,
      acceptedTerms: false,
    },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit(({ email, password, firstName, lastName, mobileNumber, acceptedTerms }) =>
    registerUser.mutate(
      {
        email,
        password,
        firstName,
        lastName,
        mobileNumber,
        // Checked by the schema: only a ticked box gets here.
        acceptedTerms: acceptedTerms || undefined,
        username: usernameFromEmail(email),
      },
      {
        onSuccess: ({ user }) => {
          toast({ title: t('register.successTitle'), description: t('register.successDescription') });
          void navigate(localizedPath(user ? 'profile' : 'login', i18n.language));
        },
        onError: (e) => {
          applyServerFieldErrors(e, FIELDS, setError);
          toast({
            variant: 'destructive',
            title: t('register.errorTitle'),
            description: errorMessage(e, t('register.failed')),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField
        id="register-email"
        label={t('auth.email')}
        error={err('email')}
        placeholder={t('auth.emailPlaceholder')}
        registration={register('email')}
      />
      <NewPasswordFields
        idPrefix="register"
        labels={{ password: t('auth.password'), confirmPassword: t('auth.confirmPassword') }}
        errors={{ password: err('password'), confirmPassword: err('confirmPassword') }}
        registrations={{ password: register('password'), confirmPassword: register('confirmPassword') }}
        password={password}
      />
      <NameFields
        idPrefix="register"
        gap="gap-4"
        labels={{ firstName: t('auth.firstName'), lastName: t('auth.lastName') }}
        errors={{ firstName: err('firstName'), lastName: err('lastName') }}
        registrations={{ firstName: register('firstName'), lastName: register('lastName') }}
      />
      <FormField id="register-phone" label={t('auth.phone')} error={err('mobileNumber')}>
        <Controller
          control={control}
          name="mobileNumber"
          render={({ field }) => (
            <PhonePrefixField
              id="register-phone"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(err('mobileNumber'))}
              describedBy={err('mobileNumber') ? 'register-phone-error' : undefined}
            />
          )}
        />
      </FormField>
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <input
            id="register-terms"
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-300 accent-brand-600"
            aria-invalid={Boolean(err('acceptedTerms'))}
            aria-describedby={err('acceptedTerms') ? 'register-terms-error' : undefined}
            {...register('acceptedTerms')}
          />
          <label htmlFor="register-terms" className="text-sm leading-snug text-gray-700">
            {t('register.acceptTermsBefore')}
            <LegalLink route="terms">{t('register.acceptTermsTerms')}</LegalLink>
            {t('register.acceptTermsAnd')}
            <LegalLink route="privacy">{t('register.acceptTermsPrivacy')}</LegalLink>
          </label>
        </div>
        <FieldError id="register-terms-error" message={err('acceptedTerms')} />
      </div>
      <Button type="submit" className="w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
