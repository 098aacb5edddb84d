import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { exifOrientation, upright } from './exif-orientation.js';
import { decodePicture, encodeJpeg, type Pixels, rgbOf, shrink } from './picture-pixels.js';

/** A picture whose pixel at (x, y) has red x and green y, so where each pixel went can be read back. */
function numbered(width: number, height: number): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 0, 255], (y * width + x) * 4);
  return { width, height, data };
}

const at = (pixels: Pixels, x: number, y: number) => [
  ...pixels.data.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 2),
];

/** A JPEG with an EXIF segment holding only the orientation tag, big- or little-endian. */
function jpegWithOrientation(orientation: number, little: boolean): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write(little ? 'II' : 'MM', 0, 'latin1');
  const u16 = (value: number, offset: number) => (little ? tiff.writeUInt16LE(value, offset) : tiff.writeUInt16BE(value, offset));
  const u32 = (value: number, offset: number) => (little ? tiff.writeUInt32LE(value, offset) : tiff.writeUInt32BE(value, offset));
  u16(42, 2);
  u32(8, 4);
  u16(1, 8);
  u16(0x0112, 10);
  u16(3, 12);
  u32(1, 14);
  u16(orientation, 18);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xe1]),
    Buffer.from([(exif.length + 2) >> 8, (exif.length + 2) & 0xff]),
    exif,
  ]);
  const plain = encodeJpeg(numbered(4, 2), 90);
  return Buffer.concat([plain.subarray(0, 2), segment, plain.subarray(2)]);
}

describe('EXIF orientation', () => {
  it.each([1, 3, 6, 8])('reads orientation %i in either byte order', (orientation) => {
    expect(exifOrientation(jpegWithOrientation(orientation, true))).toBe(orientation);
    expect(exifOrientation(jpegWithOrientation(orientation, false))).toBe(orientation);
  });

  it('is 1 for a JPEG without EXIF and for anything else', () => {
    expect(exifOrientation(encodeJpeg(numbered(2, 2), 90))).toBe(1);
    expect(exifOrientation(Buffer.from('not a picture'))).toBe(1);
  });

  it.each([
    // orientation, upright size, where the stored top-left pixel (0,0) ends up
    [1, [3, 2], [0, 0]],
    [2, [3, 2], [2, 0]],
    [3, [3, 2], [2, 1]],
    [4, [3, 2], [0, 1]],
    [5, [2, 3], [0, 0]],
    [6, [2, 3], [1, 0]],
    [7, [2, 3], [1, 2]],
    [8, [2, 3], [0, 2]],
  ] as const)('orientation %i turns a 3x2 picture to %j with its first pixel at %j', (orientation, size, corner) => {
    const turned = upright(numbered(3, 2), orientation);
    expect([turned.width, turned.height]).toEqual(size);
    expect(at(turned, corner[0], corner[1])).toEqual([0, 0]);
  });

  it('decodes a sideways phone photo upright', () => {
    const decoded = decodePicture(jpegWithOrientation(6, false));
    expect([decoded?.width, decoded?.height]).toEqual([2, 4]);
  });
});

describe('picture pixels', () => {
  it('reads PNG and JPEG, and nothing else', () => {
    const png = new PNG({ width: 5, height: 3 });
    expect(decodePicture(PNG.sync.write(png))).toMatchObject({ width: 5, height: 3 });
    expect(decodePicture(jpeg.encode({ width: 6, height: 4, data: Buffer.alloc(96, 200) }, 80).data)).toMatchObject({
      width: 6,
      height: 4,
    });
    expect(decodePicture(Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1'))).toBeNull();
    expect(decodePicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
  });

  it('refuses a PNG that claims more pixels than a photo has, before decoding it', () => {
    const png = PNG.sync.write(new PNG({ width: 2, height: 2 }));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    expect(decodePicture(png)).toBeNull();
  });

  it('shrinks to the long side keeping the aspect, averaging what it drops', () => {
    const grey = { width: 1000, height: 500, data: new Uint8Array(1000 * 500 * 4).fill(90) };
    const small = shrink(grey, 640);
    expect([small.width, small.height]).toEqual([640, 320]);
    expect([...small.data.subarray(0, 4)]).toEqual([90, 90, 90, 90]);
    expect(shrink(grey, 2000)).toBe(grey);
  });

  it('shows transparency as white', () => {
    expect([...rgbOf({ width: 1, height: 1, data: new Uint8Array([0, 0, 0, 0]) })]).toEqual([255, 255, 255]);
  });
});
