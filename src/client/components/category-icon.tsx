import { Bike, Camera, Car, Drill, House, Luggage, Package, type LucideIcon } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/**
 * The drawn icon of each category. The data keeps the spec's emoji, but a machine without an emoji font shows them as
 * empty boxes, so the interface draws these SVG icons instead; unknown ids get the "other" box.
 */
const ICONS: Record<number, LucideIcon> = { 1: Drill, 2: Camera, 3: Bike, 4: Luggage, 5: House, 6: Car, 7: Package };

/** Decorative: the category's name is always written beside it. */
export function CategoryIcon({ categoryId, className }: { categoryId: number; className?: string }) {
  const Icon = ICONS[categoryId] ?? Package;
  return <Icon aria-hidden focusable="false" data-category-icon={categoryId} className={cn('shrink-0', className)} />;
}
