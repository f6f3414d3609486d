// The site's default link preview (public/og-default.jpg, 1200 × 630): the logo and the name on the brand's green.
// Made once and committed; run again only when the brand changes: `node scripts/make-og-default.mjs`.
// The name is the brand, the same in both languages, so one picture serves Polish and English pages alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'og-default.jpg');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#15803d"/>
      <stop offset="1" stop-color="#166534"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(540 150) scale(3.75)">
    <rect width="32" height="32" rx="8" fill="#ffffff"/>
    <path d="M9 22V10h6a4 4 0 0 1 0 8h-3v4z" fill="#15803d"/>
  </g>
  <text x="600" y="420" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="88" font-weight="bold" fill="#ffffff">Wypożyczalnia</text>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toFile(out);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
