import { Heart, MapPin, Star } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconSprite, SpriteIcon } from './sprite';

const drawing = (svg: string) => /<svg[^>]*>(.*)<\/svg>$/s.exec(svg)![1];

describe('icon sprite (decision 0081)', () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  it('draws each icon once as lucide draws it, with a fill its <use> passes on', () => {
    for (const [name, Icon] of [
      ['star', Star],
      ['map-pin', MapPin],
      ['heart', Heart],
    ] as const) {
      const symbol = new RegExp(`<symbol id="icon-${name}" viewBox="0 0 24 24">(.*?)</symbol>`, 's').exec(sprite);
      expect(symbol, name).not.toBeNull();
      expect(symbol![1]).toContain(drawing(renderToStaticMarkup(<Icon />)));
      expect(symbol![1]).toContain('fill="inherit"');
      expect(symbol![1]).toContain('stroke="currentColor"');
    }
    // Out of the layout's flow and of the accessibility tree.
    expect(sprite).toMatch(/^<svg aria-hidden="true" width="0" height="0" class="absolute">/);
  });

  it('shows an icon by reference: a few bytes where a lucide icon is some six hundred', () => {
    const icon = renderToStaticMarkup(<SpriteIcon name="star" className="h-4 w-4 fill-amber-400 text-amber-500" />);
    expect(icon).toBe(
      '<svg aria-hidden="true" class="h-4 w-4 fill-amber-400 text-amber-500" fill="none"><use href="#icon-star"></use></svg>',
    );
    expect(icon.length * 4).toBeLessThan(renderToStaticMarkup(<Star className="h-4 w-4" />).length);
    expect(renderToStaticMarkup(<SpriteIcon name="heart" className="h-5 w-5" fill="currentColor" />)).toContain(
      'fill="currentColor"><use href="#icon-heart">',
    );
  });
});
