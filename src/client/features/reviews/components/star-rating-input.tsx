import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { REVIEW_RATING_MAX } from '@/shared/domain/reviews';
import { cn } from '@/client/lib/cn';

interface Props {
  /** The radios' shared name and the prefix of the ids. */
  name: string;
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** The id of the error message under the stars. */
  errorId?: string;
  invalid?: boolean;
}

/**
 * The rating as a radio group (a fieldset of five native radios, so arrow keys and screen readers work as they do
 * with any radio group), drawn as stars that fill up to the chosen or hovered one.
 */
export function StarRatingInput({ name, legend, value, onChange, onBlur, errorId, invalid }: Props) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-900">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHovered(n)}
            className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              aria-invalid={invalid || undefined}
              // Invisible but covering its star: a click or tap lands on the radio itself.
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <Star
              aria-hidden
              className={cn('h-8 w-8', n <= shown ? 'fill-amber-400 text-amber-500' : 'text-gray-400')}
            />
            <span className="sr-only">{t('reviews.stars', { rating: n })}</span>
          </label>
        ))}
        {value !== undefined && (
          <span className="ml-2 text-sm text-gray-700" aria-hidden>
            {t(`reviews.ratingWords.${value}`)}
          </span>
        )}
      </div>
    </fieldset>
  );
}
