import jsQR from 'jsqr';

/*
 * The camera scanner's pure part: how large a frame to decode and what a
 * frame's QR code says. Kept apart from the component so it can be tested on
 * real QR images without a camera.
 */

/** Frames are decoded at most this wide or high: larger frames only slow the tablet down. */
export const maxScanEdge = 640;

/** One frame's pixels as canvas getImageData gives them (RGBA, row by row). */
export interface FramePixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The size to draw a camera frame at before decoding: the frame scaled down to fit maxEdge, never up. */
export function scanSize(videoWidth: number, videoHeight: number, maxEdge = maxScanEdge): { width: number; height: number } {
  if (videoWidth <= 0 || videoHeight <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxEdge / Math.max(videoWidth, videoHeight));
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) };
}

/** The text of the QR code in the frame, or null when there is none (or it cannot be read). */
export function decodeQr(frame: FramePixels): string | null {
  if (frame.width <= 0 || frame.height <= 0 || frame.data.length < frame.width * frame.height * 4) return null;
  // Dark-on-light codes only, both printed badges and phone screens: trying inverted frames too halves the frame rate.
  const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  return code && code.data !== '' ? code.data : null;
}
