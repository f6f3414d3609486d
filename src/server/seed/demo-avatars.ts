import sharp from 'sharp';
import type { FileStorage } from '@/server/adapters/storage/storage';

/** Background pairs of the avatars, picked in turn: soft, distinct, and the white figure stands out on each. */
const BACKGROUNDS: [string, string][] = [
  ['#f472b6', '#be185d'],
  ['#60a5fa', '#1d4ed8'],
  ['#34d399', '#047857'],
  ['#fbbf24', '#b45309'],
  ['#a78bfa', '#6d28d9'],
  ['#f87171', '#b91c1c'],
  ['#22d3ee', '#0e7490'],
  ['#a3e635', '#4d7c0f'],
  ['#fb923c', '#c2410c'],
  ['#94a3b8', '#334155'],
  ['#e879f9', '#a21caf'],
];

const SIZE = 256;

/** A drawn avatar (no photo of anyone): a gradient background picked by `index` and a simple white figure. */
export function demoAvatarSvg(index: number, longHair: boolean): string {
  const [light, dark] = BACKGROUNDS[index % BACKGROUNDS.length];
  const hair = longHair
    ? '<path d="M78 118 Q78 48 128 48 Q178 48 178 118 L182 170 Q160 150 158 120 L98 120 Q96 150 74 170 Z" fill="#fff" fill-opacity=".55"/>'
    : '<path d="M84 104 Q86 52 128 50 Q172 52 172 104 Q150 80 128 84 Q104 80 84 104 Z" fill="#fff" fill-opacity=".55"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="glow" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="256" height="256" fill="url(#bg)"/><rect width="256" height="256" fill="url(#glow)"/>
<path d="M40 256 Q40 176 128 170 Q216 176 216 256 Z" fill="#fff" fill-opacity=".88"/>
<circle cx="128" cy="112" r="46" fill="#fff" fill-opacity=".92"/>${hair}
</svg>`;
}

/**
 * Renders and stores each demo user's avatar under avatars/, as profile photos are stored; returns the public URLs
 * in order (null for those who keep their initials). Polish women's first names end in -a: they get longer hair.
 */
export async function storeDemoAvatars(
  storage: FileStorage,
  people: { username: string; firstName: string; photo: boolean }[],
): Promise<(string | null)[]> {
  return Promise.all(
    people.map(async ({ username, firstName, photo }, i) => {
      if (!photo) return null;
      const image = await sharp(Buffer.from(demoAvatarSvg(i, firstName.endsWith('a'))))
        .webp({ quality: 82, effort: 0 })
        .toBuffer();
      return storage.put(`avatars/demo-${username}.webp`, image, 'image/webp');
    }),
  );
}
