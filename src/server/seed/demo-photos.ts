import sharp, { type Sharp } from 'sharp';
import type { FileStorage } from '@/server/adapters/storage/storage';
import { listingVariants, storeListingVariants, type ListingPhotoVariants } from '@/server/lib/images';
import { SHAPES, shapeFor } from './demo-shapes';

/** A room per category: wall and floor colours (the drawings stand on the floor, lit from above). */
const ROOMS: Record<number, { wall: [string, string]; floor: [string, string] }> = {
  1: { wall: ['#f3e9dc', '#dccab2'], floor: ['#b89b7c', '#8d7258'] },
  2: { wall: ['#eef2f7', '#cfd8e4'], floor: ['#a3afc0', '#768399'] },
  3: { wall: ['#e6f2ea', '#bfdcc8'], floor: ['#8fb59a', '#62876d'] },
  4: { wall: ['#f7efe4', '#e6d3b8'], floor: ['#c7ab88', '#9c8264'] },
  5: { wall: ['#e4f1f6', '#c5e0ea'], floor: ['#9cc48a', '#6c9a5c'] },
  6: { wall: ['#e7e9ec', '#c4c9cf'], floor: ['#858b93', '#5c6168'] },
  7: { wall: ['#f3ecf6', '#dccbe6'], floor: ['#b7a2c6', '#8c769d'] },
};

/** The item's colour: its brand's where it has a well-known one, otherwise one of a palette picked by its name. */
const BRANDS: [RegExp, string][] = [
  [/makita/i, '#0d8f9c'],
  [/dewalt|kärcher|karcher/i, '#eab308'],
  [/bosch|metabo|coleman|gardena/i, '#16803c'],
  [/hilti|kross|coca|mikołaj/i, '#d7263d'],
  [/stihl|husqvarna|yato|noco/i, '#ea6a1f'],
  [/sony|dji|thule|weber|playstation|burton/i, '#374151'],
  [/samsonite|osprey|rossignol/i, '#1e3a8a'],
];
const PALETTE = ['#2563eb', '#dc2626', '#059669', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#4b5563'];

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function accentFor(name: string): string {
  return BRANDS.find(([re]) => re.test(name))?.[1] ?? PALETTE[hash(name) % PALETTE.length];
}

/** `amount` > 0 towards white, < 0 towards black. */
function tint(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - a) + target * a));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The three shots of an item: a plain one, a closer one from the other side, a wider one in a lighter room. */
const SHOTS = [
  { scale: 1.3, x: 600, floorY: 600, flip: false, room: 0, light: 300 },
  { scale: 1.5, x: 600, floorY: 640, flip: true, room: -0.06, light: 900 },
  { scale: 1.05, x: 540, floorY: 580, flip: false, room: 0.35, light: 420 },
];

/** Drawn in a 1200 x 900 box, rendered at OUTPUT_WIDTH: the main variant need not be larger for a drawing. */
const WIDTH = 1200;
const HEIGHT = 900;
const OUTPUT_WIDTH = 800;

const SCALE = OUTPUT_WIDTH / WIDTH;
const OUTPUT_HEIGHT = HEIGHT * SCALE;

function shotOf(shot: number) {
  const s = SHOTS[shot % SHOTS.length];
  const bottom = s.floorY + 110;
  return { ...s, bottom, left: s.x - (600 * s.scale) / 2, top: bottom - 480 * s.scale };
}

/** The room of a category as one shot sees it: wall, floor, light, the shadow where the object stands, a vignette. */
export function roomSvg(categoryId: number, shot: number): string {
  const room = ROOMS[categoryId] ?? ROOMS[7];
  const s = shotOf(shot);
  const [wallTop, wallBottom] = room.wall.map((c) => tint(c, s.room));
  const [floorTop, floorBottom] = room.floor.map((c) => tint(c, s.room));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUTPUT_WIDTH}" height="${OUTPUT_HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>
<radialGradient id="light" cx="${s.light}" cy="80" r="760" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".38"/><stop offset=".6" stop-color="#000" stop-opacity=".14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
<rect y="${s.floorY}" width="${WIDTH}" height="${HEIGHT - s.floorY}" fill="url(#floor)"/>
<rect y="${s.floorY}" width="${WIDTH}" height="4" fill="#fff" fill-opacity=".35"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>
<ellipse cx="${s.x + 30 * s.scale}" cy="${s.bottom}" rx="${330 * s.scale}" ry="${40 * s.scale}" fill="url(#shadow)"/>
</svg>`;
}

/** The item alone on a transparent canvas the size of its box in the shot: what is drawn over the room. */
export function objectSvg(name: string, categoryId: number, shot: number): string {
  const s = shotOf(shot);
  const accent = accentFor(name);
  const flip = s.flip ? ' transform="translate(600 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(600 * s.scale * SCALE)}" height="${Math.round(480 * s.scale * SCALE)}" viewBox="0 0 600 480">
<defs>
<linearGradient id="A" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(accent, 0.25)}"/><stop offset=".5" stop-color="${accent}"/><stop offset="1" stop-color="${tint(accent, -0.3)}"/></linearGradient>
<linearGradient id="D" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#555b64"/><stop offset="1" stop-color="#1d2025"/></linearGradient>
<linearGradient id="M" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".5" stop-color="#b4bbc4"/><stop offset="1" stop-color="#7b828c"/></linearGradient>
<linearGradient id="W" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d5dae1"/></linearGradient>
<radialGradient id="G" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#6f93bb"/><stop offset=".5" stop-color="#22324a"/><stop offset="1" stop-color="#0b1119"/></radialGradient>
</defs>
<g${flip}>${SHAPES[shapeFor(name, categoryId)]}</g>
</svg>`;
}

/** Where the object's canvas goes on the room's, in output pixels. */
export function objectPlacement(shot: number) {
  const s = shotOf(shot);
  return { left: Math.round(s.left * SCALE), top: Math.round(s.top * SCALE) };
}

/** How many photos an item gets: two or three, so that every gallery has something to show. */
export function demoPhotoCount(index: number): number {
  return index % 3 === 0 ? 3 : 2;
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** Rasterises SVG once into raw pixels (a sharp pipeline from SVG would draw it again for each output). */
async function raster(svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** The finished photo: the item drawn over its room. */
export async function renderDemoPhoto(
  name: string,
  categoryId: number,
  shot: number,
  room?: Promise<RawImage>,
): Promise<Sharp> {
  const [bg, object] = await Promise.all([
    room ?? raster(roomSvg(categoryId, shot)),
    raster(objectSvg(name, categoryId, shot)),
  ]);
  const composed = await sharp(bg.data, { raw: bg.info })
    .composite([{ input: object.data, raw: object.info, ...objectPlacement(shot) }])
    .raw()
    .toBuffer();
  return sharp(composed, { raw: bg.info });
}

/**
 * Draws the demo photos locally (no network) as SVG rendered by sharp: each room (category and shot) is rasterised
 * once and the item drawn over it; items that look alike (same drawing, colour, room and shot) are rendered once,
 * though each gets its own files, as a listing deletes its photos with it. The WebP effort is kept low so seeding
 * ~170 photos takes a few seconds.
 */
export function createDemoPhotoRenderer(storage: FileStorage) {
  const rooms = new Map<string, Promise<RawImage>>();
  const rendered = new Map<string, Promise<ListingPhotoVariants>>();
  return async (base: string, name: string, categoryId: number, shot = 0): Promise<string> => {
    const roomKey = `${categoryId}|${shot % SHOTS.length}`;
    if (!rooms.has(roomKey)) rooms.set(roomKey, raster(roomSvg(categoryId, shot)));
    const key = `${shapeFor(name, categoryId)}|${accentFor(name)}|${roomKey}`;
    let variants = rendered.get(key);
    if (!variants) {
      variants = renderDemoPhoto(name, categoryId, shot, rooms.get(roomKey)).then((image) =>
        listingVariants(image, { effort: 0 }),
      );
      rendered.set(key, variants);
    }
    return storeListingVariants(storage, `demo/${base}`, await variants);
  };
}
