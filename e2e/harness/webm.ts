import type { Page } from 'playwright-core';

/*
 * Training videos for the browser tests: a changing canvas recorded as WebM
 * by the browser itself, with the duration MediaRecorder leaves out written in
 * (the server reads the duration from the file and refuses a video without one).
 */

/** `lengthMs` of a changing canvas as WebM, recorded by the page's browser, with its duration written in. */
export async function recordWebm(page: Page, lengthMs: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (length) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 12) % 360} 70% 50%)`;
      context.fillRect(0, 0, 160, 120);
    }, 40);
    recorder.start(100);
    await new Promise((resolve) => setTimeout(resolve, length));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, lengthMs);
  return withDuration(Buffer.from(base64, 'base64'), lengthMs);
}

/** The recording with a Duration element (ms ticks) added to its Segment Info: MediaRecorder writes none. */
function withDuration(webm: Buffer, durationMs: number): Buffer {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) throw new Error('no Segment Info in the recording');
  const sizeAt = info + 4;
  const length = Math.clz32(webm[sizeAt]!) - 23;
  let size = webm[sizeAt]! & (0xff >> length);
  for (let index = 1; index < length; index += 1) size = size * 256 + webm[sizeAt + index]!;
  const content = webm.subarray(sizeAt + length, sizeAt + length + size);
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(durationMs);
  const grown = Buffer.concat([content, Buffer.from([0x44, 0x89, 0x88]), duration]);
  const newSize = Buffer.alloc(8);
  newSize.writeUInt32BE(grown.length, 4);
  newSize[0] = 0x01;
  return Buffer.concat([webm.subarray(0, sizeAt), newSize, grown, webm.subarray(sizeAt + length + size)]);
}
