import { TextField, type TextFieldProps } from './text-field';

/** The e-mail address (registration, profile). */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}
