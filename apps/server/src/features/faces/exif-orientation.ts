import type { Pixels } from './picture-pixels.js';

/*
 * Phones store photos sideways and say so in the EXIF orientation tag; the
 * face detector looks for upright faces, and face devices show the picture as
 * stored. So a JPEG is turned upright before either sees it.
 */

/** The EXIF orientation (1-8) of a JPEG, 1 when it has none. */
export function exifOrientation(bytes: Uint8Array): number {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= data.length && data[at] === 0xff) {
    const marker = data[at + 1]!;
    const length = data.readUInt16BE(at + 2);
    if (marker === 0xda) break;
    if (marker === 0xe1 && data.toString('latin1', at + 4, at + 10) === 'Exif\0\0') {
      return orientationInTiff(data.subarray(at + 10, at + 2 + length));
    }
    at += 2 + length;
  }
  return 1;
}

function orientationInTiff(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return 1;
  const entries = u16(directory);
  for (let entry = 0; entry < entries; entry++) {
    const offset = directory + 2 + entry * 12;
    if (offset + 12 > tiff.length) break;
    if (u16(offset) === 0x0112) {
      const value = u16(offset + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Where each upright pixel (x, y) comes from in the stored picture of width w and height h. */
const sources: Record<number, (x: number, y: number, w: number, h: number) => [number, number]> = {
  2: (x, y, w) => [w - 1 - x, y],
  3: (x, y, w, h) => [w - 1 - x, h - 1 - y],
  4: (x, y, _w, h) => [x, h - 1 - y],
  5: (x, y) => [y, x],
  6: (x, y, _w, h) => [y, h - 1 - x],
  7: (x, y, w, h) => [w - 1 - y, h - 1 - x],
  8: (x, y, w) => [w - 1 - y, x],
};

/** The pixels as they are meant to be seen. */
export function upright(pixels: Pixels, orientation: number): Pixels {
  const source = sources[orientation];
  if (!source) return pixels;
  const turned = orientation >= 5;
  const width = turned ? pixels.height : pixels.width;
  const height = turned ? pixels.width : pixels.height;
  const data = new Uint8Array(pixels.data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = source(x, y, pixels.width, pixels.height);
      data.set(pixels.data.subarray((sy * pixels.width + sx) * 4, (sy * pixels.width + sx) * 4 + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}
