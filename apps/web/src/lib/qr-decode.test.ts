import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQr, type FramePixels, scanSize } from './qr-decode';

/** A camera-like frame: grey background with the QR code of `text` drawn at (left, top), `scale` pixels a module. */
function frameWithQr(text: string, { width = 480, height = 360, left = 60, top = 40, scale = 6 } = {}): FramePixels {
  const data = new Uint8ClampedArray(width * height * 4).fill(200);
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      const dark = inside && modules.get(row, col) === 1;
      const offset = ((top + y) * width + left + x) * 4;
      data.fill(dark ? 20 : 250, offset, offset + 3);
      data[offset + 3] = 255;
    }
  }
  return { data, width, height };
}

describe('decodeQr', () => {
  it.each([
    ['a badge visit id', '1234567'],
    ['an invitation token', 'eyJ2IjoxMjM0NSwiZSI6MTc2NDAwMDAwMH0.c2lnbmF0dXJlLXRleHQtaGVyZQ'],
    ['an invitation link', 'https://vestibule.example/invite.html?token=abc.def'],
  ])('reads %s from a generated QR code', (_label, text) => {
    expect(decodeQr(frameWithQr(text))).toBe(text);
  });

  it('reads a code anywhere in the frame and at a small size', () => {
    expect(decodeQr(frameWithQr('42', { left: 300, top: 200, scale: 4 }))).toBe('42');
  });

  it('finds nothing in a frame without a code', () => {
    const blank = { data: new Uint8ClampedArray(320 * 240 * 4).fill(180), width: 320, height: 240 };
    expect(decodeQr(blank)).toBeNull();
  });

  it('refuses frames whose pixels do not match their size', () => {
    const frame = frameWithQr('7');
    expect(decodeQr({ ...frame, height: frame.height + 10 })).toBeNull();
    expect(decodeQr({ data: new Uint8ClampedArray(0), width: 0, height: 0 })).toBeNull();
  });
});

describe('scanSize', () => {
  it('scales large frames down to the longest edge and keeps small ones', () => {
    expect(scanSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(scanSize(720, 1280)).toEqual({ width: 360, height: 640 });
    expect(scanSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(scanSize(0, 480)).toEqual({ width: 0, height: 0 });
  });
});
