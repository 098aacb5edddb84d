import { createRequire } from 'node:module';
import path from 'node:path';
import type * as FaceApi from '@vladmandic/face-api';
import { inTurn } from './one-at-a-time.js';
import { decodePicture, rgbOf, shrink } from './picture-pixels.js';

/*
 * Counts the faces in a photo with face-api's Tiny Face Detector on
 * TensorFlow.js's WebAssembly backend: both are plain npm packages that ship
 * their model and their .wasm file, so nothing is fetched at run time. The
 * model loads once, on the first photo. Photos are checked one at a time
 * (one-at-a-time.ts), each decoded only when its turn comes (decision 0036).
 */

const require = createRequire(import.meta.url);

/** The detector's own input is 416 px; larger photos are shrunk first, which also bounds the work. */
const detectionSide = 640;
const detectorOptions = { inputSize: 416, scoreThreshold: 0.5 };

type Detector = { faceapi: typeof FaceApi; options: FaceApi.TinyFaceDetectorOptions };

let loading: Promise<Detector> | undefined;

async function loadDetector(): Promise<Detector> {
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof FaceApi;
  // face-api's own types leave out the backend calls of the TensorFlow.js it carries.
  const engine = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
  await engine.setBackend('wasm');
  await engine.ready();
  const modelFolder = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(modelFolder);
  return { faceapi, options: new faceapi.TinyFaceDetectorOptions(detectorOptions) };
}

const detector = () => {
  loading ??= loadDetector().catch((error: unknown) => {
    // A failed load is tried again by the next photo rather than remembered.
    loading = undefined;
    throw error;
  });
  return loading;
};

/** How many faces the photo shows, or null when it is no JPEG or PNG that can be read. */
export function countFaces(photo: Uint8Array): Promise<number | null> {
  return inTurn(async () => {
    const { faceapi, options } = await detector();
    const decoded = decodePicture(photo);
    if (!decoded) return null;
    const pixels = shrink(decoded, detectionSide);
    const input = faceapi.tf.tensor3d(rgbOf(pixels), [pixels.height, pixels.width, 3], 'int32');
    try {
      return (await faceapi.detectAllFaces(input, options)).length;
    } finally {
      input.dispose();
    }
  });
}
