import { useState } from 'react';
import type { Category } from '@/shared/schemas/categories';
import { useLoadedAfterPaint } from '@/client/lib/use-loaded-after-paint';
import { CategoryMenuButton } from './category-menu-button';

// Radix's dropdown (with its positioning code) is not needed for the home page's first paint: it loads right after,
// while the same button stands in for its trigger (issue 22 §3).
const loadMenu = () => import('./category-menu');

/** 'All' goes to /przegladaj, a category to /przegladaj?category={id} (spec 01 §2 Home). A menu of links, not a select. */
export function CategoryDropdown({ categories }: { categories: Category[] }) {
  // Pressed before the menu's code arrived: it opens as soon as it has; focused: its trigger takes the focus.
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const menu = useLoadedAfterPaint(loadMenu);
  if (menu) return <menu.default categories={categories} defaultOpen={pressed} focusTrigger={focused} />;
  return (
    <CategoryMenuButton
      aria-haspopup="menu"
      aria-expanded={pressed}
      // Radix's menu opens on pointer down, not on click: so does its stand-in (a menu arriving between the press and
      // the click then mounts open).
      onPointerDown={(e) => {
        if (e.button === 0 && !e.ctrlKey) setPressed(true);
      }}
      onClick={() => setPressed(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
}
