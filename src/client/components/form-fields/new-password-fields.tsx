import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

interface Props {
  /** The inputs' ids are `{idPrefix}-password` and `{idPrefix}-confirm`; the checklist's `{idPrefix}-password-rules`. */
  idPrefix: string;
  labels: { password: string; confirmPassword: string };
  errors: { password?: string; confirmPassword?: string };
  registrations: { password: UseFormRegisterReturn; confirmPassword: UseFormRegisterReturn };
  /** The password typed so far, for the checklist of its requirements. */
  password: string;
}

/** A new password with its requirements checklist, and its confirmation: registration and the password reset. */
export function NewPasswordFields({ idPrefix, labels, errors, registrations, password }: Props) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={labels.password}
        error={errors.password}
        autoComplete="new-password"
        rules={{ id: `${idPrefix}-password-rules`, password }}
        registration={registrations.password}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={labels.confirmPassword}
        error={errors.confirmPassword}
        autoComplete="new-password"
        registration={registrations.confirmPassword}
      />
    </>
  );
}
