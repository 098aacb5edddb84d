import { describe, expect, it } from 'vitest';
import { faceOutcome, fitWithin } from './face-photos.js';

describe('face outcome', () => {
  it.each([
    [0, 'noFace'],
    [1, 'registered'],
    [2, 'manyFaces'],
    [7, 'manyFaces'],
  ] as const)('%i faces: %s', (faces, outcome) => {
    expect(faceOutcome(faces)).toBe(outcome);
  });
});

describe('fit within a long side', () => {
  it.each([
    [1920, 1280, 640, 640, 427],
    [1280, 1920, 640, 427, 640],
    [640, 480, 640, 640, 480],
    [300, 200, 640, 300, 200],
    [5000, 10, 640, 640, 1],
    [1000, 1000, 640, 640, 640],
  ] as const)('%ix%i within %i is %ix%i', (width, height, maxSide, fitWidth, fitHeight) => {
    expect(fitWithin(width, height, maxSide)).toEqual({ width: fitWidth, height: fitHeight });
  });
});
