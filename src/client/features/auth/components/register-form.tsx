import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_PHONE_PREFIX_VALUE } from '@/shared/constants/phone';
import { registerFormSchema } from '@/shared/schemas/auth';
import { localizedPath } from '@/client/lib/paths';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { usernameFromEmail, useRegister } from '@/client/features/auth/api/register';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { PasswordChecklist } from './password-checklist';
import { PhonePrefixField } from './phone-prefix-field';
import { applyServerFieldErrors } from '@/client/lib/form-errors';

const FIELDS = ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'mobileNumber'] as const;

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
    },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit(({ email, password, firstName, lastName, mobileNumber }) =>
    registerUser.mutate(
      { email, password, firstName, lastName, mobileNumber, username: usernameFromEmail(email) },
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
      <FormField id="register-email" label={t('auth.email')} error={err('email')}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          {...fieldAria('register-email', err('email'))}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="register-password"
        label={t('auth.password')}
        error={err('password')}
        hint={<PasswordChecklist id="register-password-rules" password={password} />}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('register-password', err('password'))}
          aria-describedby={
            err('password') ? 'register-password-rules register-password-error' : 'register-password-rules'
          }
          {...register('password')}
        />
      </FormField>
      <FormField id="register-confirm" label={t('auth.confirmPassword')} error={err('confirmPassword')}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('register-confirm', err('confirmPassword'))}
          {...register('confirmPassword')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label={t('auth.firstName')} error={err('firstName')}>
          <Input
            autoComplete="given-name"
            {...fieldAria('register-first-name', err('firstName'))}
            {...register('firstName')}
          />
        </FormField>
        <FormField id="register-last-name" label={t('auth.lastName')} error={err('lastName')}>
          <Input
            autoComplete="family-name"
            {...fieldAria('register-last-name', err('lastName'))}
            {...register('lastName')}
          />
        </FormField>
      </div>
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
      <Button type="submit" className="w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
