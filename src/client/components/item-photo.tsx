import { useState, type ImgHTMLAttributes } from 'react';
import { ITEM_PHOTO_SIZE, ITEM_PLACEHOLDER_IMAGE } from '@/client/lib/images';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  /** Tried when `src` fails (e.g. the full photo when its card variant is missing) before the placeholder. */
  fallbackSrc?: string;
}

/**
 * An item photo that never shows a broken image: it falls back to `fallbackSrc`, then to the placeholder (dropping
 * `srcSet`, whose candidates are the same photo's). It is 4:3 and decoded off the main thread unless told otherwise:
 * `width` and `height` let the browser reserve its box before the file arrives.
 */
export function ItemPhoto({
  src,
  fallbackSrc,
  srcSet,
  alt = '',
  width = ITEM_PHOTO_SIZE.width,
  height = ITEM_PHOTO_SIZE.height,
  decoding = 'async',
  ...rest
}: Props) {
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
      srcSet={attempts === 0 ? srcSet : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding={decoding}
      onError={() => attempts < candidates.length - 1 && setFailed({ src, count: attempts + 1 })}
    />
  );
}
