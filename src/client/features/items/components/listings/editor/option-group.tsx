import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/client/lib/cn';

export interface Option {
  value: string;
  title: string;
  description: string;
}

/** A set of radio choices, each a card with a title and what it means. */
export function OptionGroup({
  legend,
  name,
  options,
  field,
}: {
  legend: string;
  name: string;
  options: Option[];
  field: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border border-gray-300 bg-white p-3 text-sm hover:bg-gray-50',
                'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              )}
            >
              <input
                id={id}
                type="radio"
                value={option.value}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-text`}
                {...field}
              />
              <span className="grid gap-0.5">
                <span id={`${id}-title`} className="font-semibold text-gray-900">
                  {option.title}
                </span>
                <span id={`${id}-text`} className="text-gray-700">
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
