import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { PasswordChecklist } from './password-checklist';

interface Props {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  /** A new password's requirements, checked while typing: the checklist's id and the password typed so far. */
  rules?: { id: string; password: string };
  hint?: ReactNode;
}

/** A password with its show/hide toggle (current, new, or its confirmation), tied to its error message. */
export function PasswordField({ id, label, error, registration, autoComplete, rules, hint }: Props) {
  const aria = fieldAria(id, error);
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={rules ? <PasswordChecklist id={rules.id} password={rules.password} /> : hint}
    >
      <PasswordInput
        autoComplete={autoComplete}
        {...aria}
        aria-describedby={rules ? (error ? `${rules.id} ${id}-error` : rules.id) : aria['aria-describedby']}
        {...registration}
      />
    </FormField>
  );
}
