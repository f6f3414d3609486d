import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

interface Props {
  /** The inputs' ids are `{idPrefix}-first-name` and `{idPrefix}-last-name`. */
  idPrefix: string;
  labels: { firstName: string; lastName: string };
  errors: { firstName?: string; lastName?: string };
  registrations: { firstName: UseFormRegisterReturn; lastName: UseFormRegisterReturn };
  /** The gap of the form they sit in. */
  gap: 'gap-4' | 'gap-5';
}

/** First and last name side by side (one column on phones): registration and the profile. */
export function NameFields({ idPrefix, labels, errors, registrations, gap }: Props) {
  return (
    <div className={`grid ${gap} sm:grid-cols-2`}>
      <TextField
        id={`${idPrefix}-first-name`}
        label={labels.firstName}
        error={errors.firstName}
        autoComplete="given-name"
        registration={registrations.firstName}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label={labels.lastName}
        error={errors.lastName}
        autoComplete="family-name"
        registration={registrations.lastName}
      />
    </div>
  );
}
