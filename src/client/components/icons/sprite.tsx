import { Heart, MapPin, Star, type LucideIcon } from 'lucide-react';

/**
 * The icons a page repeats (every item card has a pin and a heart, every review five stars): drawn once per page in
 * <IconSprite /> (in the root layout) and shown with <use>, so that the twentieth card's pin costs a hundred bytes of
 * HTML and one element, not a lucide icon's six hundred and its component (decision 0081). They are lucide's own
 * icons, so they look exactly as the others do.
 */
const SPRITE_ICONS = { star: Star, 'map-pin': MapPin, heart: Heart } satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/**
 * The icons' drawings, once per page. The drawing's fill inherits, so an icon is filled by its own class
 * (`fill-amber-400`) or `fill` attribute and is otherwise an outline, as lucide's are; its stroke is the text colour.
 */
export function IconSprite() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      <defs>
        {(Object.entries(SPRITE_ICONS) as [SpriteIconName, LucideIcon][]).map(([name, Icon]) => (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon fill="inherit" />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/** One of the sprite's icons: sized by its class (`h-4 w-4`), decorative (what it stands for is said next to it). */
export function SpriteIcon({
  name,
  className,
  fill = 'none',
}: {
  name: SpriteIconName;
  className: string;
  /** The fill when no class sets one: 'none' for an outline, 'currentColor' for a filled one. */
  fill?: 'none' | 'currentColor';
}) {
  return (
    <svg aria-hidden className={className} fill={fill}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
