#!/usr/bin/env node
// Renders the app icons (a gavel on white) into public/icons. Run once; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.join(process.cwd(), 'public', 'icons');
mkdirSync(out, { recursive: true });

const gavel = (size, padding) => {
  const s = size - padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="#ffffff"/>
  <g transform="translate(${padding} ${padding}) scale(${s / 100})">
    <circle cx="50" cy="50" r="48" fill="#111111"/>
    <g transform="rotate(-40 50 50)">
      <rect x="27" y="26" width="40" height="17" rx="4" fill="#f5d547"/>
      <rect x="22" y="24" width="8" height="21" rx="2.5" fill="#f5d547"/>
      <rect x="64" y="24" width="8" height="21" rx="2.5" fill="#f5d547"/>
      <rect x="44" y="43" width="6.5" height="38" rx="3" fill="#ffffff"/>
    </g>
    <rect x="58" y="72" width="26" height="7" rx="2" fill="#ffffff"/>
  </g>
</svg>`;
};

const targets = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['icon-maskable-512.png', 512, 64],
  ['apple-touch-icon.png', 180, 12],
  ['favicon-32.png', 32, 0],
];
for (const [name, size, padding] of targets) {
  await sharp(Buffer.from(gavel(size, padding)))
    .png()
    .toFile(path.join(out, name));
}
await sharp(Buffer.from(gavel(512, 0)))
  .resize(48, 48)
  .png()
  .toFile(path.join(process.cwd(), 'app', 'icon.png'));
console.log('icons written to', out);
