import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  /** `register(name)` of the form: the field's value, validation and error come from the form's zod schema. */
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
}

/** A labelled text input of a react-hook-form form, tied to its error message. */
export function TextField({ id, label, error, registration, hint, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...input} {...fieldAria(id, error)} {...registration} />
    </FormField>
  );
}
