import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { Label } from './label';
import { cn } from '@/client/lib/cn';

/** The attributes that tie an input to its error message. */
export function fieldAria(id: string, error?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** A label, the input (children) and the error under it. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  const { id, label, error, children, hint, className } = props;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
