import { useState } from 'react';
import type { Category } from '@/shared/schemas/categories';
import type { BrowseFilters } from '@/client/features/items/utils/browse-params';
import { useLoadedAfterPaint } from '@/client/lib/use-loaded-after-paint';
import { FiltersSheetButton } from './filters-sheet-button';

// Radix's dialog is not needed for the browse page's first paint: it loads right after, while the same button stands
// in for its trigger (issue 22 §3).
const loadDialog = () => import('./browse-filters-dialog');

interface Props {
  filters: BrowseFilters;
  categories: Category[] | undefined;
  onChange: (next: BrowseFilters) => void;
}

/**
 * On phones the four selects would push the results below the fold: they live in a bottom sheet behind a
 * "Filters (n)" button. Choices are a draft until "Show results", so one apply loads the list once.
 */
export function BrowseFiltersSheet(props: Props) {
  // Pressed before the sheet's code arrived: it opens as soon as it has; focused: its trigger takes the focus.
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const dialog = useLoadedAfterPaint(loadDialog);
  if (dialog) return <dialog.default {...props} defaultOpen={pressed} focusTrigger={focused} />;
  return (
    <FiltersSheetButton
      filters={props.filters}
      aria-haspopup="dialog"
      aria-expanded={pressed}
      onClick={() => setPressed(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
}
