import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { fitWithin } from '@vestibule/contract';
import { exifOrientation, upright } from './exif-orientation.js';

/*
 * Pictures as pixels for the face check and the face-device copy: JPEG and
 * PNG only (the pure-JS decoders); anything else is not a face photo. The
 * pixel count is capped before decoding, so a small file that claims a huge
 * size cannot take the server's memory.
 */

/** RGBA, 4 bytes a pixel, rows top to bottom. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Upload allows 5 MB; a photo of that size has far fewer pixels than this. */
const maxMegapixels = 40;

// The first bytes tell the type, as Upload tells it; the name and declared type are not trusted.
const jpegStart = [0xff, 0xd8, 0xff];
const pngStart = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, start: number[]) => start.every((byte, index) => bytes[index] === byte);

/** The picture's pixels the right way up, or null when it is no JPEG or PNG that can be read. */
export function decodePicture(bytes: Uint8Array): Pixels | null {
  try {
    if (startsWith(bytes, jpegStart)) {
      const decoded = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: maxMegapixels,
        maxMemoryUsageInMB: 512,
      });
      return upright(decoded, exifOrientation(bytes));
    }
    if (startsWith(bytes, pngStart)) {
      const header = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      // IHDR holds width and height at bytes 16-23; checked before pngjs allocates them.
      if (header.length < 24 || header.readUInt32BE(16) * header.readUInt32BE(20) > maxMegapixels * 1_000_000) return null;
      const png = PNG.sync.read(header);
      return {
        width: png.width,
        height: png.height,
        data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length),
      };
    }
    return null;
  } catch {
    return null;
  }
}

/** The picture shrunk (box average) to fit within maxSide, keeping its aspect; the same pixels when it fits already. */
export function shrink(pixels: Pixels, maxSide: number): Pixels {
  const { width, height } = fitWithin(pixels.width, pixels.height, maxSide);
  if (width === pixels.width && height === pixels.height) return pixels;
  const data = new Uint8Array(width * height * 4);
  const xScale = pixels.width / width;
  const yScale = pixels.height / height;
  for (let y = 0; y < height; y++) {
    const top = Math.floor(y * yScale);
    const bottom = Math.max(top + 1, Math.floor((y + 1) * yScale));
    for (let x = 0; x < width; x++) {
      const left = Math.floor(x * xScale);
      const right = Math.max(left + 1, Math.floor((x + 1) * xScale));
      const sums = [0, 0, 0, 0];
      for (let sy = top; sy < bottom; sy++) {
        for (let sx = left; sx < right; sx++) {
          const at = (sy * pixels.width + sx) * 4;
          for (let channel = 0; channel < 4; channel++) sums[channel]! += pixels.data[at + channel]!;
        }
      }
      const count = (bottom - top) * (right - left);
      const out = (y * width + x) * 4;
      for (let channel = 0; channel < 4; channel++) data[out + channel] = Math.round(sums[channel]! / count);
    }
  }
  return { width, height, data };
}

/** RGB without alpha, as the face detector takes it; transparent areas show as white, as a viewer shows them. */
export function rgbOf(pixels: Pixels): Uint8Array {
  const rgb = new Uint8Array(pixels.width * pixels.height * 3);
  for (let pixel = 0, out = 0; pixel < pixels.data.length; pixel += 4, out += 3) {
    const alpha = pixels.data[pixel + 3]! / 255;
    for (let channel = 0; channel < 3; channel++) {
      rgb[out + channel] = Math.round(pixels.data[pixel + channel]! * alpha + 255 * (1 - alpha));
    }
  }
  return rgb;
}

/** A baseline JPEG of the pixels at quality 1-100 (transparency flattened onto white). */
export function encodeJpeg(pixels: Pixels, quality: number): Buffer {
  const rgb = rgbOf(pixels);
  const data = Buffer.alloc(pixels.width * pixels.height * 4);
  for (let out = 0, pixel = 0; out < rgb.length; out += 3, pixel += 4) {
    data[pixel] = rgb[out]!;
    data[pixel + 1] = rgb[out + 1]!;
    data[pixel + 2] = rgb[out + 2]!;
    data[pixel + 3] = 255;
  }
  return jpeg.encode({ width: pixels.width, height: pixels.height, data }, quality).data;
}
