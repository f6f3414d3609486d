import { useState, type ImgHTMLAttributes } from 'react';
import { ITEM_PLACEHOLDER_IMAGE } from '@/client/lib/images';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  /** Tried when `src` fails (e.g. the full photo when its card variant is missing) before the placeholder. */
  fallbackSrc?: string;
}

/** An item photo that never shows a broken image: it falls back to `fallbackSrc`, then to the placeholder. */
export function ItemPhoto({ src, fallbackSrc, alt = '', ...rest }: Props) {
  const [failed, setFailed] = useState<{ src: string; count: number }>({ src, count: 0 });
  const attempts = failed.src === src ? failed.count : 0;
  const candidates = [src, fallbackSrc, ITEM_PLACEHOLDER_IMAGE].filter(
    (u, i, all): u is string => Boolean(u) && all.indexOf(u) === i,
  );
  const current = candidates[Math.min(attempts, candidates.length - 1)];
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      onError={() => attempts < candidates.length - 1 && setFailed({ src, count: attempts + 1 })}
    />
  );
}
