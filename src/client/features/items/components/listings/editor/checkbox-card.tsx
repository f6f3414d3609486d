import type { ListingFormApi } from './listing-form-values';

/** A yes/no choice of the listing with what it means under its label. */
export function CheckboxCard(props: {
  form: ListingFormApi;
  name: 'insuranceRequired' | 'available';
  id: string;
  hintId: string;
  label: string;
  hint: string;
}) {
  const { form, name, id, hintId, label, hint } = props;
  return (
    <div className="flex gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
        aria-describedby={hintId}
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
