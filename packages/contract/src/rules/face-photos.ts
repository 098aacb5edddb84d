/*
 * Face photos (decision 0036): what a detection means for a person's face
 * registration, and the size a photo is shrunk to for face devices.
 */

/** Why a person's face was not registered. */
export const faceFailureReasons = ['noPhoto', 'badPicture', 'noFace', 'manyFaces'] as const;
export type FaceFailureReason = (typeof faceFailureReasons)[number];

/** Exactly one face registers; none or several are refused with the reason the console shows. */
export const faceOutcome = (faces: number): 'registered' | FaceFailureReason =>
  faces === 1 ? 'registered' : faces === 0 ? 'noFace' : 'manyFaces';

/** What face devices take: the long side in pixels, JPEG quality (1-100) and the largest file. */
export const faceDevicePhoto = { maxSide: 640, quality: 80, maxBytes: 200 * 1024 } as const;

/** The size that fits within maxSide on both sides, keeping the aspect; never enlarged, never below 1 px. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
