import sharp, { type OutputInfo } from 'sharp';
import type { FileStorage } from '../../adapters/storage/storage';
import { listingVariants, storeListingVariants } from '../../lib/images';

/** One look per category: a colour (white text on it passes contrast) and a pictogram drawn in a 200 x 200 box. */
const CATEGORY_LOOKS: Record<number, { colour: string; dark: string; label: string; pictogram: string }> = {
  1: {
    colour: '#c2410c',
    dark: '#7c2d12',
    label: 'Narzędzia i sprzęt',
    pictogram:
      '<g transform="rotate(-40 100 100)"><rect x="91" y="62" width="18" height="128" rx="7" fill="#fff"/><rect x="52" y="30" width="96" height="40" rx="8" fill="#fff"/></g>' +
      '<g transform="rotate(40 100 100)"><rect x="95" y="22" width="10" height="92" fill="#fff"/><rect x="84" y="110" width="32" height="78" rx="12" fill="#fff"/></g>',
  },
  2: {
    colour: '#1d4ed8',
    dark: '#1e3a8a',
    label: 'Elektronika',
    pictogram:
      '<rect x="20" y="60" width="160" height="110" rx="18" fill="none" stroke="#fff" stroke-width="12"/><rect x="65" y="36" width="70" height="30" rx="8" fill="#fff"/>' +
      '<circle cx="100" cy="115" r="34" fill="none" stroke="#fff" stroke-width="12"/><circle cx="154" cy="84" r="8" fill="#fff"/>',
  },
  3: {
    colour: '#15803d',
    dark: '#14532d',
    label: 'Sport i rekreacja',
    pictogram:
      '<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><circle cx="45" cy="135" r="38"/><circle cx="155" cy="135" r="38"/>' +
      '<path d="M45 135 L80 75 H140 L155 135 M80 75 L100 135 H45 M100 135 L140 75 M70 58 H95 M140 75 L132 50 H152"/></g>',
  },
  4: {
    colour: '#7e22ce',
    dark: '#581c87',
    label: 'Podróże',
    pictogram:
      '<g fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round"><rect x="30" y="62" width="140" height="118" rx="16"/><path d="M75 62 V34 H125 V62"/>' +
      '<path d="M70 62 V180 M130 62 V180"/></g><circle cx="55" cy="190" r="8" fill="#fff"/><circle cx="145" cy="190" r="8" fill="#fff"/>',
  },
  5: {
    colour: '#0f766e',
    dark: '#134e4a',
    label: 'Dom i ogród',
    pictogram:
      '<g fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"><path d="M22 100 L90 40 L158 100"/><path d="M40 90 V180 H140 V90"/></g>' +
      '<rect x="76" y="128" width="28" height="52" fill="#fff"/><circle cx="176" cy="128" r="22" fill="#fff"/><rect x="172" y="140" width="8" height="40" fill="#fff"/>',
  },
  6: {
    colour: '#b91c1c',
    dark: '#7f1d1d',
    label: 'Motoryzacja',
    pictogram:
      '<path d="M18 132 V106 Q22 94 40 91 L62 62 Q68 55 78 55 H128 Q138 55 145 63 L166 91 Q182 94 184 106 V132 Z" fill="none" stroke="#fff" stroke-width="11" stroke-linejoin="round"/>' +
      '<path d="M70 88 L82 70 H100 V88 Z M112 88 V70 H128 L140 88 Z" fill="#fff"/><circle cx="55" cy="138" r="21" fill="#fff"/><circle cx="148" cy="138" r="21" fill="#fff"/>',
  },
  7: {
    colour: '#475569',
    dark: '#1e293b',
    label: 'Inne',
    pictogram:
      '<g fill="none" stroke="#fff" stroke-width="11" stroke-linejoin="round"><path d="M100 28 L172 64 V146 L100 182 L28 146 V64 Z"/><path d="M28 64 L100 100 L172 64 M100 100 V182"/>' +
      '<path d="M64 46 L136 82" stroke-dasharray="0"/></g>',
  },
};

/** Drawn in a 1200 x 900 box, rendered at OUTPUT_WIDTH: the main variant need not be larger for a drawing. */
const WIDTH = 1200;
const HEIGHT = 900;
const OUTPUT_WIDTH = 960;
const SCALE = OUTPUT_WIDTH / WIDTH;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Splits a name into at most two lines of about `max` characters, on spaces. */
function wrap(text: string, max = 26): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0], `${lines.slice(1).join(' ').slice(0, max - 1)}…`];
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const BAND_HEIGHT = 250;

/** The part of a category's photo every item shares: gradient, pictogram, label. `shade` varies a second photo. */
function backgroundSvg(categoryId: number, shade: number): string {
  const look = CATEGORY_LOOKS[categoryId] ?? CATEGORY_LOOKS[7];
  const [from, to] = shade ? [look.dark, look.colour] : [look.colour, look.dark];
  const rotate = shade ? ' transform="rotate(8 600 340)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${HEIGHT * SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="1040" cy="140" r="220" fill="#fff" fill-opacity="0.07"/><circle cx="140" cy="820" r="260" fill="#fff" fill-opacity="0.06"/>
<g${rotate}><g transform="translate(420 150) scale(1.8)">${look.pictogram}</g></g>
<rect x="0" y="${HEIGHT - BAND_HEIGHT}" width="${WIDTH}" height="${BAND_HEIGHT}" fill="#000" fill-opacity="0.28"/>
<text x="48" y="84" font-family="${FONT}" font-size="38" fill="#fff" fill-opacity="0.9">${escapeXml(look.label)}</text>
</svg>`;
}

/** The item's name, white on transparent, for the dark band at the bottom of the photo. */
function nameSvg(name: string): string {
  const lines = wrap(name);
  const text = lines.map((l, i) => `<text x="600" y="${lines.length === 1 ? 145 : 105 + i * 78}" text-anchor="middle">${escapeXml(l)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${BAND_HEIGHT * SCALE}" viewBox="0 0 ${WIDTH} ${BAND_HEIGHT}"><g font-family="${FONT}" font-size="64" font-weight="bold" fill="#fff">${text}</g></svg>`;
}

type RawImage = { data: Buffer; info: OutputInfo };

/**
 * Draws demo photos locally (no network): one SVG background per category and shade, rasterised once, with
 * each item's name drawn over it. Rendering and WebP effort are kept low so seeding 70+ photos takes seconds.
 */
export function createDemoPhotoRenderer(storage: FileStorage) {
  const backgrounds = new Map<string, Promise<RawImage>>();
  const background = (categoryId: number, shade: number) => {
    const key = `${categoryId}-${shade}`;
    let bg = backgrounds.get(key);
    if (!bg) {
      bg = sharp(Buffer.from(backgroundSvg(categoryId, shade))).raw().toBuffer({ resolveWithObject: true });
      backgrounds.set(key, bg);
    }
    return bg;
  };
  return async (base: string, name: string, categoryId: number, shade = 0): Promise<string> => {
    const bg = await background(categoryId, shade);
    const raw = { width: bg.info.width, height: bg.info.height, channels: bg.info.channels };
    const drawn = await sharp(bg.data, { raw })
      .composite([{ input: Buffer.from(nameSvg(name)), top: (HEIGHT - BAND_HEIGHT) * SCALE, left: 0 }])
      .raw()
      .toBuffer();
    const variants = await listingVariants(sharp(drawn, { raw }), { effort: 0 });
    return storeListingVariants(storage, `demo/${base}`, variants);
  };
}
