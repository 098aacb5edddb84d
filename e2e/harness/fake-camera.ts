import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

/*
 * Chromium's fake camera plays a Y4M file in a loop. These write one-frame
 * files: a QR code on white (what a visitor holds up) or a plain grey picture.
 */

const width = 640;
const height = 480;
const white = 235;
const black = 16;

/** A Y4M file of one 4:2:0 frame whose grey levels `luma(x, y)` gives; colour planes neutral. */
function y4m(luma: (x: number, y: number) => number): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F1:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const y = Buffer.alloc(width * height);
  for (let row = 0; row < height; row += 1) for (let col = 0; col < width; col += 1) y[row * width + col] = luma(col, row);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([header, y, chroma]);
}

/** A frame showing the QR code of `text`, centred, as large as fits. */
export function qrFrame(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((Math.min(width, height) - 40) / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  return y4m((x, y) => {
    const row = Math.floor((y - top) / scale) - quiet;
    const col = Math.floor((x - left) / scale) - quiet;
    const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
    return inside && modules.get(row, col) === 1 ? black : white;
  });
}

/** A plain frame: the camera sees no code (a face for the photo, as far as the tests care). */
export const plainFrame = (): Buffer => y4m((x, y) => 96 + ((x + y) % 64));

/** A fake camera file for one test file; show() changes what the camera sees from the next time it is opened. */
export function fakeCamera() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-camera-')), 'camera.y4m');
  fs.writeFileSync(file, plainFrame());
  return {
    file,
    chromiumArgs: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
    show: (frame: Buffer) => fs.writeFileSync(file, frame),
    remove: () => fs.rmSync(path.dirname(file), { recursive: true, force: true }),
  };
}
