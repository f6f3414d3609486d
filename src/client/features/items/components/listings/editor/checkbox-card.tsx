import type { ListingFormApi } from './listing-form-values';

/** A yes/no choice of the listing with what it means under its label. */
export function CheckboxCard(props: {
  form: ListingFormApi;
  name: 'insuranceRequired' | 'available' | 'instantBooking' | 'instantBookingVerifiedOnly';
  id: string;
  hintId: string;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  const { form, name, id, hintId, label, hint, disabled } = props;
  return (
    <div className="flex gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
        aria-describedby={hintId}
        disabled={disabled}
        {...form.register(name)}
      />
      <div className="grid gap-0.5 text-sm">
        <label htmlFor={id} className="font-semibold text-gray-900">
          {label}
        </label>
        <p id={hintId} className="text-gray-700">
          {hint}
        </p>
      </div>
    </div>
  );
}
