import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** The captcha alphabet: no I, O, 0 or 1, which people confuse with each other. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const WIDTH = 120;
const HEIGHT = 40;
const GLYPH_W = 5;
const GLYPH_H = 7;
const SCALE = 3;

// 5x7 bitmap font as row masks, top to bottom; bit 4 is the leftmost column.
// Embedded so the server needs no canvas library or font files.
const GLYPHS: Readonly<Record<string, readonly number[]>> = {
  A: [0x0e, 0x11, 0x11, 0x11, 0x1f, 0x11, 0x11],
  B: [0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
  D: [0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
  G: [0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f],
  H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  J: [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c],
  K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  L: [0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f],
  M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
  N: [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  Q: [0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
  T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04],
  W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
  X: [0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11],
  Y: [0x11, 0x11, 0x11, 0x0a, 0x04, 0x04, 0x04],
  Z: [0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x0e, 0x11, 0x01, 0x06, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
};

type Rgb = readonly [number, number, number];

const colour = (min: number, max: number): Rgb => [randomInt(min, max), randomInt(min, max), randomInt(min, max)];

const setPixel = (png: PNG, x: number, y: number, [r, g, b]: Rgb): void => {
  // Sheared and jittered glyphs may reach past the edge: clip rather than wrap.
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (y * png.width + x) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
};

const drawLine = (png: PNG, x0: number, y0: number, x1: number, y1: number, rgb: Rgb): void => {
  // Bresenham: integer-only and no gaps at any slope.
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    setPixel(png, x0, y0, rgb);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
};

const drawGlyph = (png: PNG, rows: readonly number[], left: number, top: number): void => {
  // Shear in hundredths of a pixel per row, so each character leans its own way.
  const shear = randomInt(-20, 21) / 100;
  const rgb = colour(0, 90);
  const height = GLYPH_H * SCALE;
  for (let py = 0; py < height; py++) {
    const mask = rows[Math.floor(py / SCALE)] ?? 0;
    const offset = Math.round(shear * (height / 2 - py));
    for (let px = 0; px < GLYPH_W * SCALE; px++) {
      const bit = GLYPH_W - 1 - Math.floor(px / SCALE);
      if ((mask >> bit) & 1) setPixel(png, left + px + offset, top + py, rgb);
    }
  }
};

/** Renders a 4-6 character captcha code as a 120x40 PNG. */
export function renderCaptchaPng(code: string): Buffer {
  if (code.length < 4 || code.length > 6) {
    throw new Error(`Captcha code must be 4-6 characters, got ${code.length}`);
  }
  const glyphs = [...code].map((char) => {
    const rows = CAPTCHA_ALPHABET.includes(char) ? GLYPHS[char] : undefined;
    if (!rows) throw new Error(`Character not in captcha alphabet: ${JSON.stringify(char)}`);
    return rows;
  });

  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const background = colour(220, 256);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) setPixel(png, x, y, background);
  }

  const noiseDot = (): void => setPixel(png, randomInt(WIDTH), randomInt(HEIGHT), colour(110, 190));
  const noiseLine = (): void =>
    drawLine(png, randomInt(20), randomInt(HEIGHT), randomInt(WIDTH - 20, WIDTH), randomInt(HEIGHT), colour(110, 190));

  // Most noise goes under the text: several mid-tone lines stacked over a
  // 3 px stroke made letters (e.g. B's middle bar) unreadable in testing.
  const lines = randomInt(4, 7);
  for (let i = 0; i < lines - 1; i++) noiseLine();
  for (let i = 0; i < 100; i++) noiseDot();

  // Centre the run; six characters get a tighter pitch but still a visible gap.
  const glyphWidth = GLYPH_W * SCALE;
  const glyphHeight = GLYPH_H * SCALE;
  const pitch = Math.min(24, Math.floor((WIDTH - 10 - glyphWidth) / (glyphs.length - 1)));
  const start = Math.floor((WIDTH - ((glyphs.length - 1) * pitch + glyphWidth)) / 2);
  const midTop = Math.floor((HEIGHT - glyphHeight) / 2);
  glyphs.forEach((rows, i) => {
    const left = start + i * pitch + randomInt(-1, 2);
    drawGlyph(png, rows, left, midTop + randomInt(-6, 7));
  });

  // One line and some dots on top, so the glyphs are not clean solid shapes.
  noiseLine();
  for (let i = 0; i < 50; i++) noiseDot();

  return PNG.sync.write(png);
}
