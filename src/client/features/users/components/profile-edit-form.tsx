import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { updateProfileSchema, type PrivateUser } from '@/shared/schemas/users';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { FieldError } from '@/client/components/ui/field-error';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useUpdateProfile } from '@/client/features/users/api/update-profile';
import { CountryPhoneField } from './country-phone-field';
import { EmailField } from '@/client/components/form-fields/email-field';
import { NameFields } from '@/client/components/form-fields/name-fields';
import { PasswordField } from '@/client/components/form-fields/password-field';
import { FormField } from '@/client/components/ui/form-field';
import { PhotoField } from './photo-field';
import { initialsOf } from './profile-avatar';
import { displayName } from './profile-details';

const FIELDS = ['email', 'firstName', 'lastName', 'mobileNumber', 'profilePhotoUrl', 'currentPassword'] as const;

/**
 * Edit mode: PUT /api/users/{id} with e-mail, names, phone and photo; the server's user replaces the cached one.
 * A changed e-mail asks for the current password and waits for the link sent to the new address.
 */
export function ProfileEditForm({ user, onDone }: { user: PrivateUser; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.id);
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      email: user.email,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      mobileNumber: user.mobileNumber ?? '',
      profilePhotoUrl: user.profilePhotoUrl,
      currentPassword: '',
    },
  });
  const emailChanged = (useWatch({ control, name: 'email' }) ?? '').trim().toLowerCase() !== user.email.toLowerCase();
  const { errors } = formState;
  const err = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  const onSubmit = handleSubmit(
    ({ email, firstName, lastName, mobileNumber, profilePhotoUrl, currentPassword }) => {
      if (emailChanged && !currentPassword) {
        setError('currentPassword', { type: 'required', message: 'validation.currentPasswordRequired' });
        return;
      }
      update.mutate(
        {
          email,
          firstName,
          lastName,
          mobileNumber: mobileNumber || null,
          profilePhotoUrl: profilePhotoUrl ?? null,
          ...(emailChanged ? { currentPassword } : {}),
        },
        {
          onSuccess: (saved) => {
            if (emailChanged && saved.pendingEmail) {
              toast({
                title: t('profile.emailChangePendingTitle'),
                description: t('profile.emailChangePending', { email: saved.pendingEmail }),
              });
            } else {
              toast({ title: t('profile.updatedTitle'), description: t('profile.updatedDescription') });
            }
            onDone();
          },
          onError: (e) => {
            applyServerFieldErrors(e, FIELDS, setError);
            toast({
              variant: 'destructive',
              title: t('profile.profileUpdateFailed'),
              description: errorMessage(e, t('profile.updateFailedDescription')),
            });
          },
        },
      );
    },
    (invalid) => {
      if (
        [invalid.email, invalid.firstName, invalid.lastName].some((e) => e?.message === 'validation.allFieldsRequired')
      ) {
        toast({ variant: 'destructive', title: t('common.error'), description: t('validation.allFieldsRequired') });
      }
    },
  );

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <h2 className="text-xl font-semibold">{t('profile.editTitle')}</h2>
          <Controller
            control={control}
            name="profilePhotoUrl"
            render={({ field }) => (
              <PhotoField
                value={field.value ?? null}
                onChange={field.onChange}
                initials={initialsOf(user)}
                name={displayName(user)}
              />
            )}
          />
          <FieldError id="profile-photo-error" message={err('profilePhotoUrl')} />
          <EmailField
            id="profile-email"
            label={t('profile.email')}
            error={err('email')}
            registration={register('email')}
          />
          {emailChanged && (
            <PasswordField
              id="profile-current-password"
              label={t('profile.currentPassword')}
              error={err('currentPassword')}
              autoComplete="current-password"
              hint={<p className="text-sm text-gray-600">{t('profile.emailChangeHint')}</p>}
              registration={register('currentPassword')}
            />
          )}
          <NameFields
            idPrefix="profile"
            gap="gap-5"
            labels={{ firstName: t('profile.firstName'), lastName: t('profile.lastName') }}
            errors={{ firstName: err('firstName'), lastName: err('lastName') }}
            registrations={{ firstName: register('firstName'), lastName: register('lastName') }}
          />
          <FormField id="profile-phone" label={t('profile.phone')} error={err('mobileNumber')}>
            <Controller
              control={control}
              name="mobileNumber"
              render={({ field }) => (
                <CountryPhoneField
                  id="profile-phone"
                  value={field.value ?? ''}
                  fallbackDialCode={user.countryCode}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(err('mobileNumber'))}
                  describedBy={err('mobileNumber') ? 'profile-phone-error' : undefined}
                />
              )}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone} disabled={update.isPending}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
