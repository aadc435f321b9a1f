import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIMARY } from '../src/app/theme/themes';
import { encodePng } from '../src/server/png';

/**
 * Draws the web app's icons (public/icons) from the favicon's shape: the white V on the brand's green, as PNG, which
 * every installing browser accepts. Run with `tsx scripts/appIcons.ts` after a change of brand; the files are committed.
 */

/** The favicon's V, on its 64-unit square (public/favicon.svg). */
const V: [number, number][] = [[16, 20], [24, 20], [32, 40], [40, 20], [48, 20], [36, 48], [28, 48]];
const GREEN = [1, 3, 5].map((i) => parseInt(PRIMARY.slice(i, i + 2), 16));
const SAMPLES = 4;

const inside = (x: number, y: number, polygon: [number, number][]) => {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
};

/** Inside the rounded square of the favicon (corner radius 14 of 64), or the whole square for a maskable icon. */
const onTile = (x: number, y: number, radius: number) => {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
};

/**
 * RGBA pixels of one icon. A maskable icon fills its square and keeps the V within the middle 80 %, the circle that
 * every launcher's mask leaves whole.
 */
function draw(size: number, maskable: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.8 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 64;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 64;
          if (!onTile(x, y, maskable ? 0 : 14)) continue;
          tile++;
          if (inside(32 + (x - 32) / scale, 32 + (y - 32) / scale, V)) mark++;
        }
      }
      const all = SAMPLES * SAMPLES;
      const white = tile ? mark / tile : 0;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(GREEN[c] * (1 - white) + 255 * white);
      pixels[at + 3] = Math.round((255 * tile) / all);
    }
  }
  return pixels;
}

const out = join(import.meta.dirname, '..', 'public', 'icons');
for (const [name, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['maskable-512.png', 512, true]] as const) {
  writeFileSync(join(out, name), encodePng(size, size, draw(size, maskable), 4, 9));
}
