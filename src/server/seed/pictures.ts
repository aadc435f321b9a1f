import { encodePng } from '../png';

/** A small PNG: a diagonal gradient between two colours, so that demo pictures look like pictures. */
export function gradientPng(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const pixels = Buffer.alloc(width * 3 * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(from[c] + (to[c] - from[c]) * t);
    }
  }
  return encodePng(width, height, pixels, 3);
}
